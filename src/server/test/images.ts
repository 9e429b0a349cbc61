import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export function jpeg(width = 800, height = 600, background = '#0D9276'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

export function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8B5A2B' } })
    .png()
    .toBuffer();
}

/** A JPEG that says where it was taken, as phone cameras do. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Budget 5G' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 22/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '88/1 36/1 0/1',
      },
    })
    .toBuffer();
}

/** A tiny PNG whose header claims 20 000 × 20 000 pixels: a decompression bomb. */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc(1 + width * 3)); // one row; the rest would follow
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
