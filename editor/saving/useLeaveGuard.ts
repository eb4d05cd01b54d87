/** Asks before leaving the editor with unsaved changes (work in progress). */
export function useLeaveGuard(): void {}
