// SPDX-License-Identifier: Apache-2.0
#pragma once
/* The CSV reader's 64-byte block classifier: which bytes of a block are quotes, delimiters,
 * line breaks or non-ASCII, as bit masks.
 *
 * Everything here is `static inline` so that Swift, which imports these functions from the
 * header, lets LLVM inline them into the reader's loop: no call per block. Swift has no
 * cheap "compare 16 bytes and give me a 16-bit mask"; SSE2 (`pcmpeqb` + `pmovmskb`, part of
 * the x86-64 baseline) has. Other targets use the portable loop, which gives the same masks
 * (tests compare the two, and run the reader on both). */
#include <stdbool.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Bit i of each mask describes byte i of a 64-byte block. */
typedef struct {
    /* The delimiter, quotes, LFs and CRs: the bytes the parser stops at. */
    uint64_t special;
    /* Bytes 0x80 and above. */
    uint64_t nonASCII;
} FerryCSVBlockBits;

/* `ferry_csv_block_bits`, one byte at a time: the reference, and what targets without SSE2
 * use. */
static inline FerryCSVBlockBits ferry_csv_block_bits_portable(const uint8_t *block, uint8_t delimiter) {
    FerryCSVBlockBits bits = {0, 0};
    for (int index = 0; index < 64; index++) {
        uint8_t byte = block[index];
        uint64_t bit = (uint64_t)1 << index;
        if (byte == delimiter || byte == '"' || byte == '\n' || byte == '\r') bits.special |= bit;
        if (byte >= 0x80) bits.nonASCII |= bit;
    }
    return bits;
}

/* Whether `ferry_csv_block_bits` has a vector implementation on this target. */
static inline bool ferry_csv_has_vector_block_bits(void) {
#if defined(__SSE2__)
    return true;
#else
    return false;
#endif
}

/* The special and non-ASCII bytes of the 64 bytes at `block` (which need no alignment):
 * with SSE2, 16 bytes per compare; otherwise `ferry_csv_block_bits_portable`. */
static inline FerryCSVBlockBits ferry_csv_block_bits(const uint8_t *block, uint8_t delimiter) {
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i delimiterVector = _mm_set1_epi8((char)delimiter);
    const __m128i lineFeed = _mm_set1_epi8('\n');
    const __m128i carriageReturn = _mm_set1_epi8('\r');
    FerryCSVBlockBits bits = {0, 0};
    for (int part = 0; part < 4; part++) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)(block + 16 * part));
        /* One mask for the four bytes: the parser tells them apart by loading the byte. */
        __m128i special = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, delimiterVector)),
            _mm_or_si128(_mm_cmpeq_epi8(bytes, lineFeed), _mm_cmpeq_epi8(bytes, carriageReturn)));
        bits.special |= (uint64_t)(uint16_t)_mm_movemask_epi8(special) << (16 * part);
        /* pmovmskb takes each byte's top bit: exactly "is 0x80 or above". */
        bits.nonASCII |= (uint64_t)(uint16_t)_mm_movemask_epi8(bytes) << (16 * part);
    }
    return bits;
#else
    return ferry_csv_block_bits_portable(block, delimiter);
#endif
}

/* Asks for the cache line at `address` ahead of a write (a hint: it never faults). A columnar
 * read writes every column's bytes and offsets at once, more streams than the hardware
 * prefetcher keeps ahead of. */
static inline void ferry_csv_prefetch_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}
