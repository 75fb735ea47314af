// The admin's queue of picks: Pendientes (review, approve, publish or delete, one by one or in bulk),
// Aprobados/Publicados (publish, date, result, withdraw before the start), each row's tier and date
// edits, and the header's Limpiar.
export { ApprovedTab } from './components/approved-tab';
export { ClearPicksButton } from './components/clear-picks-button';
export { PendingTab } from './components/pending-tab';
