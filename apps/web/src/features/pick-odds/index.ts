// Editar cuota: a pick's new price at a book that quotes it now or another house, previewed by the
// server (edge, stake, the tier kept and the one suggested) before it is saved.
export { EditOddsDialog } from './components/edit-odds-dialog';
