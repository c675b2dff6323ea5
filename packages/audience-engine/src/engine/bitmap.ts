import type roaring from 'roaring';

/** A set of device ids: a CRoaring bitmap through npm `roaring`. */
export type Bitmap = InstanceType<typeof roaring.RoaringBitmap32>;
