export default {
  brand: {
    title: 'Brands',
    choose: 'Choose a brand to see its venues',
    toBrands: 'Choose a brand',
    venues: '{{brand}} venues',
    bookTable: 'Book a table',
  },
  booking: {
    title: 'Table booking',
    hint: 'Venues near you where you can sit at a table',
    needsLocation: 'To show venues for booking we need your location',
  },
  map: {
    title: 'Map',
    label: 'Map of venues',
    loading: 'Loading the map…',
    failed: 'The map could not be loaded',
    inArea_one: '{{count}} venue in this area',
    inArea_other: '{{count}} venues in this area',
    open: 'Open the venue',
    you: 'You are here',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    attribution: 'Map: sandbox tiles',
  },
} as const;
