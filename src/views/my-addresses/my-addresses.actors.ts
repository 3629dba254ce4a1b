// The real side effects of the address machines (addresses list, address modal, postal-code widget), from account.api.
// A SessionExpiredError goes to the session actor (spec §4); the machines see only { code, details }.
import { fromPromise } from 'xstate';
import { addressModalMachine } from '../../machines/address-modal/address-modal.machine';
import type { SaveAddressRequest } from '../../machines/address-modal/address-modal.types';
import { myAddressesMachine } from '../../machines/my-addresses/my-addresses.machine';
import type { MyAddressesNotice } from '../../machines/my-addresses/my-addresses.types';
import { postcodeWidgetMachine } from '../../machines/postcode-widget/postcode-widget.machine';
import type { AccountApi } from '../../services/account.api';
import { isApiError } from '../../services/errors';

type Report = (error: unknown) => void;

/** What a failed call shows the machine: the server's code and field details, else GENERIC_ERROR. */
function toMachineError(error: unknown, report: Report): { code: string; details?: Record<string, unknown> } {
  report(error);
  return isApiError(error) ? { code: error.code ?? 'GENERIC_ERROR', details: error.details } : { code: 'GENERIC_ERROR' };
}

function call<I, O>(report: Report, fn: (input: I, signal: AbortSignal) => Promise<O>) {
  return fromPromise<O, I>(async ({ input, signal }) => {
    try {
      return await fn(input, signal);
    } catch (error) {
      throw toMachineError(error, report);
    }
  });
}

export function postcodeWidgetWith(api: AccountApi, report: Report) {
  return postcodeWidgetMachine.provide({
    actors: { lookupPostcode: call(report, ({ postcode }: { postcode: string }, signal) => api.locationByPostcode(postcode, signal)) },
  });
}

export function addressModalWith(api: AccountApi, report: Report) {
  return addressModalMachine.provide({
    actors: {
      loadAreas: call(report, ({ parentId }: { parentId: string | null }, signal) => api.areas(parentId, signal)),
      findPostcodes: call(report, async (location: { state: string; city: string; municipal: string }, signal) =>
        (await api.postcodeByLocation(location.municipal ? location : { state: location.state, city: location.city }, signal)).places,
      ),
      saveAddress: call(report, ({ operation, id, body }: SaveAddressRequest, signal) =>
        operation === 'edit' && id ? api.updateAddress(id, body, signal) : api.addAddress(body, signal),
      ),
    },
  });
}

export function myAddressesWith(api: AccountApi, report: Report, notify: (notice: MyAddressesNotice) => void) {
  return myAddressesMachine.provide({
    actors: {
      listAddresses: call(report, async (_: unknown, signal) => {
        const [addresses, coverage] = await Promise.all([api.listAddresses(signal), api.postcodeCoverage(signal)]);
        return { addresses, postcodeTable: coverage.available };
      }),
      deleteAddress: call(report, ({ id }: { id: string }, signal) => api.deleteAddress(id, signal)),
      setPreferred: call(report, ({ id }: { id: string }, signal) => api.setPreferred(id, signal)),
      addressModal: addressModalWith(api, report),
    },
    actions: { notify: (_, params) => notify(params.notice) },
  });
}
