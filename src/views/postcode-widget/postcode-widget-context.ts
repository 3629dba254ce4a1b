// Which postal-code widget machine a form renders: the page provides one with its real look-up (postcodeWidgetWith in
// my-addresses.flow.ts); without a provider the widget's look-up is the machine's failing default.
import { createContext, useContext } from 'react';
import { postcodeWidgetMachine } from '../../machines/postcode-widget/postcode-widget.machine';

export const PostcodeWidgetMachineContext = createContext<typeof postcodeWidgetMachine>(postcodeWidgetMachine);
export const usePostcodeWidgetMachine = () => useContext(PostcodeWidgetMachineContext);
