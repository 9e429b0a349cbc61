import type { ContactInput, ContactMessageList } from '../../../shared/contact';
import { api } from '../../lib/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ success: true; message: string }, ContactInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    getContactMessages: build.query<ContactMessageList, void>({
      query: () => '/contact/messages',
    }),
  }),
});

export const { useSendContactMessageMutation, useGetContactMessagesQuery } = contactApi;
