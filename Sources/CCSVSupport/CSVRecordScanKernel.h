// SPDX-License-Identifier: Apache-2.0
/* The record scan, written once and compiled once per tier: CSVRecordScan.c includes this
 * file after defining FERRY_TIER(name) (the name of this tier's copy of a function) and the
 * tier's primitives (listed at the top of CSVRecordScan.c), inside a `#pragma clang
 * attribute` region that gives every function the tier's target features. Nothing here is
 * specific to one instruction set but what the FERRY_TIER_HAS_… switches select.
 *
 * The scan works a chunk of blocks at a time, in steps that each keep few variables live:
 * the block pass classifies 64-byte blocks and lists the chunk's field ends with their
 * flags (`ferry_csv_flatten`); the record walk (`ferry_csv_walk`) writes a span for every
 * field end, then a record for every field end that is a line break. */

/* How many blocks a chunk holds: small enough that the buffer bytes and the lists are still
 * in the L1 cache when the record walk reads them. */
#define FERRY_CHUNK_BLOCKS 32

/* Appends, for each set bit of `fieldEnds`, its position (`offset` + the bit's index) to
 * `positions` and its flags (`FerryCSVFlag…`) to `flags`, both at `count`; returns the new
 * count. Bit i of `quoted`, `escaped`, `recordEnds` and `crlfEnds` gives the flags of bit i
 * of `fieldEnds`. Whole groups are written whatever `fieldEnds` holds (the lists have room
 * after `count`), so that the usual block costs no unpredictable branch. A block with no
 * field end returns at once: inside long quoted fields most blocks have none (the benchmark's
 * long-quoted file read into columns in 0.034 s instead of 0.039; the generated file, whose
 * blocks all have field ends, read as fast as before). */
static inline __attribute__((always_inline)) int64_t FERRY_TIER(ferry_csv_flatten)(
    uint16_t *positions, uint8_t *flags, int64_t count, uint16_t offset, uint64_t fieldEnds, uint64_t quoted,
    uint64_t escaped, uint64_t recordEnds, uint64_t crlfEnds) {
    if (fieldEnds == 0) return count;
    const int64_t total = count + __builtin_popcountll(fieldEnds);
    const uint64_t kindLow = quoted & ~escaped;
#if FERRY_TIER_HAS_VBMI2
    /* The indices and the flag bytes of the field ends, compressed to the front of vectors. */
    const __m512i lowIndices = _mm512_add_epi16(_mm512_set1_epi16((short)offset), _mm512_set_epi16(
        31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
    const __m512i highIndices = _mm512_add_epi16(lowIndices, _mm512_set1_epi16(32));
    const __m512i flagBytes = _mm512_or_si512(
        _mm512_or_si512(_mm512_maskz_set1_epi8(kindLow, 1), _mm512_maskz_set1_epi8(escaped, 2)),
        _mm512_or_si512(
            _mm512_or_si512(_mm512_maskz_set1_epi8(quoted, FerryCSVFlagQuoted),
                _mm512_maskz_set1_epi8(recordEnds, FerryCSVFlagRecordEnd)),
            _mm512_maskz_set1_epi8(crlfEnds, FerryCSVFlagCRLF)));
    _mm512_storeu_si512((void *)(positions + count), _mm512_maskz_compress_epi16((__mmask32)fieldEnds, lowIndices));
    _mm512_storeu_si512((void *)(positions + count + __builtin_popcount((uint32_t)fieldEnds)),
        _mm512_maskz_compress_epi16((__mmask32)(fieldEnds >> 32), highIndices));
    _mm512_storeu_si512((void *)(flags + count), _mm512_maskz_compress_epi8(fieldEnds, flagBytes));
#else
    /* Bit i of each: the flag of the i-th field end. */
    uint64_t kindLowByField = _pext_u64(kindLow, fieldEnds);
    uint64_t escapedByField = _pext_u64(escaped, fieldEnds);
    uint64_t quotedByField = _pext_u64(quoted, fieldEnds);
    uint64_t recordEndByField = _pext_u64(recordEnds, fieldEnds);
    uint64_t crlfByField = _pext_u64(crlfEnds, fieldEnds);
    uint64_t bits = fieldEnds;
    for (int64_t group = count;; group += 8) {
        uint16_t *out = positions + group;
        /* Byte i: the flags of the group's i-th field end. */
        const uint64_t groupFlags = _pdep_u64(kindLowByField, 0x0101010101010101ULL)
            | _pdep_u64(escapedByField, 0x0202020202020202ULL) | _pdep_u64(quotedByField, 0x0404040404040404ULL)
            | _pdep_u64(recordEndByField, 0x0808080808080808ULL) | _pdep_u64(crlfByField, 0x1010101010101010ULL);
        __builtin_memcpy(flags + group, &groupFlags, 8);
        kindLowByField >>= 8;
        escapedByField >>= 8;
        quotedByField >>= 8;
        recordEndByField >>= 8;
        crlfByField >>= 8;
        for (int index = 0; index < 8; index++) {
            /* Bit 63 keeps `ctz` defined once `bits` has run out; those entries lie past
             * `total` and are never read. */
            const int bit = __builtin_ctzll(bits | ((uint64_t)1 << 63));
            out[index] = (uint16_t)(offset + bit);
            bits &= bits - 1;
        }
        if (bits == 0) break;
    }
#endif
    return total;
}

/* Writes the span of each field end `positions[0 ..< count]` (offsets from `chunkStart`,
 * flags in `flags`) to `spans[0 ..< count]`, the first field starting at `fieldStart`. May
 * write up to eight spans past `count`. */
static inline __attribute__((always_inline)) void FERRY_TIER(ferry_csv_write_spans)(
    FerryCSVFieldSpan *spans, const uint16_t *positions, const uint8_t *flags, int64_t count, int64_t chunkStart,
    int64_t fieldStart) {
#if FERRY_TIER_HAS_VBMI2
    /* Eight fields at a time. Each field starts just after the previous one's end (two
     * after, past a CRLF); the last field's next start carries into the next eight. */
    const __m512i one = _mm512_set1_epi64(1);
    const __m512i base = _mm512_set1_epi64(chunkStart);
    const __m512i interleaveLow = _mm512_set_epi64(11, 3, 10, 2, 9, 1, 8, 0);
    const __m512i interleaveHigh = _mm512_set_epi64(15, 7, 14, 6, 13, 5, 12, 4);
    __m512i carry = _mm512_set1_epi64(fieldStart);
    for (int64_t index = 0; index < count; index += 8) {
        const __m512i ends = _mm512_add_epi64(
            _mm512_cvtepu16_epi64(_mm_loadu_si128((const __m128i *)(const void *)(positions + index))), base);
        const __m512i flag = _mm512_cvtepu8_epi64(_mm_loadl_epi64((const __m128i *)(const void *)(flags + index)));
        const __m512i quoted = _mm512_and_si512(_mm512_srli_epi64(flag, 2), one);
        const __m512i kind = _mm512_slli_epi64(_mm512_and_si512(flag, _mm512_set1_epi64(3)), 56);
        const __m512i nextStarts = _mm512_add_epi64(_mm512_add_epi64(ends, one), _mm512_and_si512(_mm512_srli_epi64(flag, 4), one));
        const __m512i starts = _mm512_alignr_epi64(nextStarts, carry, 7);
        carry = nextStarts;
        const __m512i startAndKind = _mm512_or_si512(_mm512_add_epi64(starts, quoted), kind);
        const __m512i spanEnds = _mm512_sub_epi64(ends, quoted);
        _mm512_storeu_si512((void *)(spans + index), _mm512_permutex2var_epi64(startAndKind, interleaveLow, spanEnds));
        _mm512_storeu_si512((void *)(spans + index + 4), _mm512_permutex2var_epi64(startAndKind, interleaveHigh, spanEnds));
    }
#else
    /* The same, four fields at a time. */
    const __m256i one = _mm256_set1_epi64x(1);
    const __m256i base = _mm256_set1_epi64x(chunkStart);
    /* Lane 0: the start of the next four's first field. */
    __m256i carry = _mm256_set1_epi64x(fieldStart);
    for (int64_t index = 0; index < count; index += 4) {
        const __m256i ends = _mm256_add_epi64(
            _mm256_cvtepu16_epi64(_mm_loadl_epi64((const __m128i *)(const void *)(positions + index))), base);
        int32_t flagWord;
        __builtin_memcpy(&flagWord, flags + index, 4);
        const __m256i flag = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(flagWord));
        const __m256i quoted = _mm256_and_si256(_mm256_srli_epi64(flag, 2), one);
        const __m256i kind = _mm256_slli_epi64(_mm256_and_si256(flag, _mm256_set1_epi64x(3)), 56);
        const __m256i nextStarts = _mm256_add_epi64(_mm256_add_epi64(ends, one), _mm256_and_si256(_mm256_srli_epi64(flag, 4), one));
        /* Lanes 3, 0, 1, 2: lane 0 is the next four's first start. */
        const __m256i rotated = _mm256_permute4x64_epi64(nextStarts, _MM_SHUFFLE(2, 1, 0, 3));
        const __m256i starts = _mm256_blend_epi32(rotated, carry, 0x03);
        carry = rotated;
        const __m256i startAndKind = _mm256_or_si256(_mm256_add_epi64(starts, quoted), kind);
        const __m256i spanEnds = _mm256_sub_epi64(ends, quoted);
        const __m256i even = _mm256_unpacklo_epi64(startAndKind, spanEnds); /* fields 0 and 2 */
        const __m256i odd = _mm256_unpackhi_epi64(startAndKind, spanEnds);  /* fields 1 and 3 */
        _mm256_storeu_si256((__m256i *)(void *)(spans + index), _mm256_permute2x128_si256(even, odd, 0x20));
        _mm256_storeu_si256((__m256i *)(void *)(spans + index + 2), _mm256_permute2x128_si256(even, odd, 0x31));
    }
#endif
}

/* The record-end flags of the 64 entries at `flags`, as bits. */
static inline __attribute__((always_inline)) uint64_t FERRY_TIER(ferry_csv_record_end_bits)(const uint8_t *flags) {
#if FERRY_TIER_HAS_VBMI2
    return _mm512_test_epi8_mask(_mm512_loadu_si512((const void *)flags), _mm512_set1_epi8(FerryCSVFlagRecordEnd));
#else
    /* The record-end bit (bit 3) moved to the top of each byte. */
    const __m256i low = _mm256_slli_epi16(_mm256_loadu_si256((const __m256i *)(const void *)flags), 4);
    const __m256i high = _mm256_slli_epi16(_mm256_loadu_si256((const __m256i *)(const void *)(flags + 32)), 4);
    return (uint64_t)(uint32_t)_mm256_movemask_epi8(low) | ((uint64_t)(uint32_t)_mm256_movemask_epi8(high) << 32);
#endif
}

/* Walks the field ends `positions[0 ..< count]` (offsets from `chunkStart`) with their
 * `flags`: a span for each, at `spans[state->spanCount + i]` for entry i, then a record
 * for each record end. Returns false (having written nothing) when the spans would not
 * fit, or (having written some) when the records are full. Out of line, so that its loops
 * have the registers to themselves. */
static __attribute__((noinline)) bool FERRY_TIER(ferry_csv_walk)(
    FerryCSVWalkState *state, const FerryCSVScanRequest *request, const uint16_t *positions, const uint8_t *flags,
    int64_t count, const FerryCSVLineCounts *lineCounts, int64_t chunkStart) {
    if (count == 0) return true;
    /* (Eight spans of room past the last for the vector writes.) */
    if (state->spanCount + count + 8 > request->spanCapacity) return false;
    const int64_t spanBase = state->spanCount;
    FERRY_TIER(ferry_csv_write_spans)(request->spans + spanBase, positions, flags, count, chunkStart, state->fieldStart);
    const unsigned lastFlag = flags[count - 1];
    state->fieldStart = chunkStart + positions[count - 1] + 1 + ((lastFlag >> 4) & 1);
    state->spanCount = spanBase + count;

    int64_t recordStart = state->recordStart;
    int64_t recordLineBreaks = state->recordLineBreaks;
    int64_t recordFirstSpan = state->recordFirstSpan;
    int64_t recordCount = state->recordCount;
    FerryCSVRecordEntry *const records = request->records;
    bool roomLeft = true;
    for (int64_t group = 0; group < count; group += 64) {
        uint64_t ends = FERRY_TIER(ferry_csv_record_end_bits)(flags + group);
        if (count - group < 64) ends &= ((uint64_t)1 << (count - group)) - 1;
        while (ends != 0) {
            const int64_t index = group + __builtin_ctzll(ends);
            ends &= ends - 1;
            const unsigned offset = positions[index];
            const int64_t end = chunkStart + offset;
            const int64_t next = end + 1 + ((flags[index] >> 4) & 1);
            const FerryCSVLineCounts *counts = &lineCounts[offset >> 6];
            const int64_t lineBreaksThrough = counts->lineBreaksBefore
                + __builtin_popcountll(counts->lineBreaks & (((uint64_t)1 << (offset & 63)) - 1)) + 1;
            int64_t fieldCount = spanBase + index + 1 - recordFirstSpan;
            /* One empty unquoted field: a blank line. */
            const bool blank = fieldCount == 1 && recordStart == end;
            if (!blank || request->blankLinesAreRecords) {
                FerryCSVRecordEntry *record = &records[recordCount];
                record->start = recordStart;
                record->next = next;
                record->lineBreaksBefore = recordLineBreaks;
                record->firstSpan = (int32_t)recordFirstSpan;
                record->fieldCount = blank ? 0 : (int32_t)fieldCount;
                recordCount++;
            }
            recordFirstSpan = spanBase + index + 1;
            recordStart = next;
            recordLineBreaks = lineBreaksThrough;
            if (recordCount == request->recordCapacity) {
                roomLeft = false;
                goto done;
            }
        }
    }
done:
    state->recordStart = recordStart;
    state->recordLineBreaks = recordLineBreaks;
    state->recordFirstSpan = recordFirstSpan;
    state->recordCount = recordCount;
    return roomLeft;
}

static FerryCSVScanResult FERRY_TIER(ferry_csv_scan)(const FerryCSVScanRequest *request) {
    const uint8_t *const base = request->base;
    const int64_t from = request->from;
    int64_t limit = request->limit;
    /* One scan never looks further than this (span indices are 32-bit). */
    if (limit - from > ((int64_t)1 << 30)) limit = from + ((int64_t)1 << 30);
    /* A CR at the very end may be the first half of a CRLF: leave it for later. */
    else if (!request->atEndOfInput && limit > from && base[limit - 1] == '\r') limit--;
    const uint8_t delimiter = request->delimiter;

    /* (Room for a whole group written past the last entry.) */
    uint16_t positions[FERRY_CHUNK_BLOCKS * 64 + 64];
    uint8_t flags[FERRY_CHUNK_BLOCKS * 64 + 64];
    FerryCSVLineCounts lineCounts[FERRY_CHUNK_BLOCKS];

    /* The block pass's state at the end of the previous block. */
    uint64_t insideQuotes = 0;            /* all ones inside quotes */
    uint64_t lastWasSeparatorOrQuote = 1; /* the scan starts at a record */
    uint64_t lastWasClosingQuote = 0;
    uint64_t lastWasCarriageReturn = 0;
    /* 1 when a `""` came after the last field end (see `escapedEnds` below). */
    unsigned long long escapeCarry = 0;
    int64_t lineBreaksBefore = 0;
    FERRY_TIER_UTF8_STATE utf8;
    FERRY_TIER_UTF8_INIT(utf8);

    FerryCSVWalkState walk = {from, from, 0, 0, 0, 0};
    FerryCSVScanResult result = {0, from, 0, limit};
    for (int64_t chunkStart = from; chunkStart < limit; chunkStart += 64 * FERRY_CHUNK_BLOCKS) {
        int64_t blockCount = (limit - chunkStart + 63) >> 6;
        if (blockCount > FERRY_CHUNK_BLOCKS) blockCount = FERRY_CHUNK_BLOCKS;
        int64_t positionCount = 0;
        int64_t block = 0;
        for (; block < blockCount; block++) {
            const int64_t blockStart = chunkStart + 64 * block;
            FerryCSVByteClasses classes;
            FERRY_TIER_CLASSIFY(classes, base + blockStart, delimiter);
            const int64_t remaining = limit - blockStart;
            const uint64_t valid = remaining >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << remaining) - 1);
            const uint64_t quotes = classes.quotes & valid;
            const uint64_t lineFeeds = classes.lineFeeds & valid;
            const uint64_t carriageReturns = classes.carriageReturns & valid;
            const uint64_t lineBreakBytes = lineFeeds | carriageReturns;
            const uint64_t separators = (classes.delimiters & valid) | lineBreakBytes;
            const uint64_t inside = ferry_csv_prefix_xor(quotes) ^ insideQuotes;
            const uint64_t opening = quotes & inside;
            const uint64_t closing = quotes & ~inside;
            const uint64_t afterClosing = (closing << 1) | lastWasClosingQuote;
            const uint64_t separatorsOrQuotes = separators | quotes;
            /* A quoted section may open only at the start of a field (or, as the second
             * quote of `""`, right after a closing quote), and a closing quote must be
             * followed by a separator or by that second quote. Anything else is for the
             * byte-level parser. */
            const uint64_t irregular = ((opening & ~((separatorsOrQuotes << 1) | lastWasSeparatorOrQuote))
                | (afterClosing & ~separatorsOrQuotes)) & valid;
            int error;
            /* (Bytes past `limit` are the reader's padding: ASCII.) */
            FERRY_TIER_UTF8_BLOCK(error, utf8, base + blockStart);
            if ((irregular | (uint64_t)error) != 0) {
                result.checkedEnd = blockStart;
                break;
            }
            const uint64_t lineFeedsAfterCarriageReturns = lineFeeds & ((carriageReturns << 1) | lastWasCarriageReturn);
            const uint64_t fieldEnds = separators & ~inside & ~lineFeedsAfterCarriageReturns;
            const uint64_t recordEnds = fieldEnds & lineBreakBytes;
            /* Record ends that are the CR of a CRLF (the byte after the block is readable). */
            const uint64_t nextIsLineFeed = (lineFeeds >> 1) | ((uint64_t)(base[blockStart + 64] == '\n') << 63);
            const uint64_t crlfEnds = recordEnds & carriageReturns & nextIsLineFeed;
            /* A quoted field ends with its closing quote. */
            const uint64_t quotedEnds = fieldEnds & afterClosing;
            /* The field ends that follow the second quote of a `""` with no field end in
             * between: adding those quotes to the bits that are not field ends carries each
             * one up to the next field end. */
            const uint64_t secondQuotes = opening & afterClosing;
            unsigned long long sum;
            const bool carryOut = __builtin_uaddll_overflow(secondQuotes, ~fieldEnds, &sum);
            const bool carryOut2 = __builtin_uaddll_overflow(sum, escapeCarry, &sum);
            escapeCarry = carryOut | carryOut2;
            const uint64_t escapedEnds = fieldEnds & sum;
            const uint64_t lineBreaks = carriageReturns | (lineFeeds & ~lineFeedsAfterCarriageReturns);
            lineCounts[block].lineBreaks = lineBreaks;
            lineCounts[block].lineBreaksBefore = lineBreaksBefore;
            lineBreaksBefore += __builtin_popcountll(lineBreaks);
            positionCount = FERRY_TIER(ferry_csv_flatten)(
                positions, flags, positionCount, (uint16_t)(64 * block), fieldEnds, quotedEnds, escapedEnds, recordEnds,
                crlfEnds);
            insideQuotes = (uint64_t)((int64_t)inside >> 63);
            lastWasSeparatorOrQuote = separatorsOrQuotes >> 63;
            lastWasClosingQuote = closing >> 63;
            lastWasCarriageReturn = carriageReturns >> 63;
        }
        const bool roomLeft = FERRY_TIER(ferry_csv_walk)(&walk, request, positions, flags, positionCount, lineCounts, chunkStart);
        result.recordCount = walk.recordCount;
        result.resumeAt = walk.recordStart;
        result.lineBreaksBeforeResume = walk.recordLineBreaks;
        if (!roomLeft) {
            /* Stopped for room: the scan vouches only for what it wrote. */
            result.checkedEnd = walk.recordStart;
            break;
        }
        if (block < blockCount) break;
    }
    return result;
}

#undef FERRY_CHUNK_BLOCKS
