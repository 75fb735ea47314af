// Backups of the database for the admin: the embedded database's download (GET /api/admin/backup).
export { BackupCard } from './components/backup-card';
