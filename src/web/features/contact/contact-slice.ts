import { createSlice } from '@reduxjs/toolkit';

// The spec keeps a contact slice; it holds nothing until the contact form needs shared state.
export const contactSlice = createSlice({ name: 'contact', initialState: {}, reducers: {} });
