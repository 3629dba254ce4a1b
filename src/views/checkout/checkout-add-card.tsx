// Issue 34: the add-card modal on the checkout's payment step, loaded when it opens (the checkout route's own JS stays
// within its 30 kB budget). The modal is the add-card flow's view, as my-payment shows it.
export { AddCardView as default } from '../add-card/add-card.view';
