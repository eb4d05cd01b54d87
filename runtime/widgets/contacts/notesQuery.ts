/** The one cache key of a contact's notes: the note list, the Timeline and the note form share it (a new note shows in all). */
export const contactNotesKey = (targetId: string) => ['contactNotes', targetId];
