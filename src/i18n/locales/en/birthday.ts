/** The birthday invitation on the profile (docs/contract/screens.md#other-screens-and-dialogs "birthday form"). */
export default {
  invite: {
    title: 'When is your birthday?',
    add: 'Add the birthday',
  },
};
