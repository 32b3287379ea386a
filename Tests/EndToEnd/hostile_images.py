#!/usr/bin/env python3
"""Writes the hostile image files into a directory, one path a line on stdout."""
import os
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def png(width, height, bit_depth, colour_type, row_bytes, idat=None):
    header = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 0))
    if idat is None:
        compressor = zlib.compressobj(9)
        row = b"\x00" * (1 + row_bytes)
        idat = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return header + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def main(directory):
    files = {
        "claims-60000.png": png(60000, 60000, 8, 6, 0, idat=zlib.compress(b"\x00")),
        "one-bit-20000.png": png(20000, 20000, 1, 0, 20000 // 8),
        "claims-30000.svg": b'<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000">'
        b'<rect width="30000" height="30000" fill="red"/></svg>',
        "valid-8000.png": png(8000, 8000, 8, 0, 8000),
        "largest-allowed-4096.png": png(4096, 4096, 8, 6, 4096 * 4),
        "empty.png": b"",
        "truncated.png": png(64, 64, 8, 6, 64 * 4)[:60],
    }
    for name, data in files.items():
        path = os.path.join(directory, name)
        with open(path, "wb") as out:
            out.write(data)
        print(path)
    os.makedirs(os.path.join(directory, "a-directory.png"), exist_ok=True)
    print(os.path.join(directory, "a-directory.png"))


if __name__ == "__main__":
    main(sys.argv[1])
