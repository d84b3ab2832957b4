/** Профильдегі туған күнге шақыру (docs/contract/screens.md#other-screens-and-dialogs "birthday form"). */
export default {
  invite: {
    title: 'Туған күніңіз қашан?',
    add: 'Туған күнді қосу',
  },
};
