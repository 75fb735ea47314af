// Backups of the embedded database: the admin's download (GET /api/admin/backup) and the restore
// (`npm run restore -- <file>`).
export { backupRoutes } from './backup.routes';
export { type RestoreSummary, RestoreRefusedError, restoreBackup } from './restore.service';
