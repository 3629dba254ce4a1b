// The page-not-available page, loaded lazily like every page (it is also a page key of spec §2).
import { lazy } from 'react';
import { notAvailableLoader } from '../app/page-modules';

export const NotAvailable = lazy(notAvailableLoader());
