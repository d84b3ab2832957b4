export default {
  list: {
    title: 'Venues',
    showMap: 'Map',
    showList: 'List',
    far: 'Far',
    distance: '{{distance, distance}} from you',
  },
  brand: {
    title: 'Brands',
    venues: '{{brand}} venues',
  },
  booking: {
    title: 'Table booking',
  },
  details: {
    title: 'About the venue',
    address: 'Address',
    phone: 'Phone',
    workingHours: 'Working hours',
    break: 'Break {{from}}–{{to}}',
    roundTheClock: 'Open 24 hours',
    closesAt: 'Closes at {{time, time}}',
    opensAt: 'Opens at {{time, time}}',
    open: 'Open',
    closed: 'Closed',
    rush: 'Busy right now: orders may take longer',
    socialNetworks: 'Social networks',
  },
} as const;
