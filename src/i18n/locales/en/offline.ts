/** Home while it shows the lists the offline worker stored (ADR 0007). */
export default {
  /** Stored today: the time alone. */
  title: 'Offline: showing what you saw at {{time}}.',
  /** Stored on an earlier day: its date and time. */
  titleEarlier: 'Offline: showing what you saw on {{time}}.',
  refreshHint: 'It updates by itself when the connection is back.',
};
