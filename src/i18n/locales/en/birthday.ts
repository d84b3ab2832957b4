/** The birthday invitation on the profile (SPEC §2 "birthday form"). */
export default {
  invite: {
    title: 'When is your birthday?',
    add: 'Add the birthday',
  },
};
