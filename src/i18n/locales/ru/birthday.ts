/** Приглашение указать день рождения в профиле (docs/contract/screens.md#other-screens-and-dialogs "birthday form"). */
export default {
  invite: {
    title: 'Когда у вас день рождения?',
    add: 'Указать день рождения',
  },
};
