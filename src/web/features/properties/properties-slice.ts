import { createSlice } from '@reduxjs/toolkit';
import type { Property } from '../../../shared/property';
import { propertiesApi } from './properties-api';

export interface PropertiesState {
  properties: Property[];
  total_properties: number;
  isLoading: boolean;
  new_deals: Property[];
}

const initialState: PropertiesState = {
  properties: [],
  total_properties: 0,
  isLoading: false,
  new_deals: [],
};

// Mirrors the approved-list call into the client property state of spec §3; a failure empties new_deals.
export const propertiesSlice = createSlice({
  name: 'properties',
  initialState,
  reducers: {},
  extraReducers(builder) {
    const approved = propertiesApi.endpoints.getApprovedProperties;
    builder
      .addMatcher(approved.matchPending, (state) => {
        state.isLoading = true;
      })
      .addMatcher(approved.matchFulfilled, (state, { payload }) => {
        state.isLoading = false;
        state.properties = payload.data;
        state.total_properties = payload.total;
        state.new_deals = payload.data;
      })
      .addMatcher(approved.matchRejected, (state, { error }) => {
        state.isLoading = false;
        if (error.name !== 'ConditionError') state.new_deals = [];
      });
  },
});
