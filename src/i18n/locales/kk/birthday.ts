/** Профильдегі туған күнге шақыру (SPEC §2 "birthday form"). */
export default {
  invite: {
    title: 'Туған күніңіз қашан?',
    add: 'Туған күнді қосу',
  },
};
