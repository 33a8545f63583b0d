// SPDX-License-Identifier: Apache-2.0
/* The record scan's builds (see include/CCSVRecordScan.h). The scan itself is in
 * CSVRecordScanKernel.h, included once per build inside a `#pragma clang attribute` region
 * that gives its functions the build's target features, with the build's primitives:
 *   FERRY_TIER(name): this build's name for a function;
 *   FERRY_TIER_CLASSIFY(classes, pointer, delimiter): the byte classes of 64 bytes;
 *   FERRY_TIER_UTF8_STATE / _INIT(state) / _BLOCK(error, state, block): UTF-8 checked block
 *   by block; `error` is non-zero when the block (or a sequence running into it from the
 *   previous block) is not well formed;
 *   FERRY_TIER_HAS_VBMI2: whether AVX-512 VBMI2 compresses list the field ends (else
 *   BMI2's pext and pdep do).
 *
 * Only x86-64 has builds. Older x86-64 processors and other targets use the reader's
 * byte-level parser alone, which is faster than a scan without these instructions (an
 * SSE2 build measured 82 ms per 100 MB against the parser's 70). */
#include "CCSVRecordScan.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && defined(__clang__)
#define FERRY_HAS_X86_TIERS 1
#include <immintrin.h>
#else
#define FERRY_HAS_X86_TIERS 0
#endif

/* Bit i of each mask describes byte i of a 64-byte block. */
typedef struct {
    uint64_t quotes;
    uint64_t delimiters;
    uint64_t lineFeeds;
    uint64_t carriageReturns;
} FerryCSVByteClasses;

/* What the record walk needs of a block to count line breaks up to any of its bytes. */
typedef struct {
    uint64_t lineBreaks;
    int64_t lineBreaksBefore;
} FerryCSVLineCounts;

/* The flags of one field end, for the record walk. */
enum {
    /* Bits 0 and 1: the field's kind, as in `FerryCSVFieldSpan` (1 quoted, 2 quoted with
     * `""`). */
    FerryCSVFlagKind = 3,
    /* The field was quoted: its span excludes the quotes. */
    FerryCSVFlagQuoted = 4,
    /* It ends its record: a line break, not a delimiter. */
    FerryCSVFlagRecordEnd = 8,
    /* That line break is a CRLF (the next record starts two bytes after the field end). */
    FerryCSVFlagCRLF = 16,
};

/* The record walk's state between chunks. */
typedef struct {
    /* Where the field being read starts. */
    int64_t fieldStart;
    /* Where the record being read starts, and the line breaks before it since the scan's
     * start. */
    int64_t recordStart;
    int64_t recordLineBreaks;
    /* Spans written, the first of the record being read, and records written. */
    int64_t spanCount;
    int64_t recordFirstSpan;
    int64_t recordCount;
} FerryCSVWalkState;

#if FERRY_HAS_X86_TIERS

/* ---- AVX2 build ---------------------------------------------------------------------------- */

#pragma clang attribute push(__attribute__((target("avx2,bmi,bmi2,popcnt,lzcnt,pclmul"))), apply_to = function)

/* Bit i of the result is the XOR of bits 0...i of `bits` (with `bits` the quotes of a block:
 * whether byte i lies inside quotes): one carry-less multiply by all ones. */
static inline uint64_t ferry_csv_prefix_xor(uint64_t bits) {
    const __m128i product = _mm_clmulepi64_si128(_mm_set_epi64x(0, (long long)bits), _mm_set1_epi8((char)0xFF), 0);
    return (uint64_t)_mm_cvtsi128_si64(product);
}

static inline FerryCSVByteClasses ferry_csv_classify_avx2(const uint8_t *block, uint8_t delimiter) {
    const __m256i quote = _mm256_set1_epi8('"');
    const __m256i delimiterVector = _mm256_set1_epi8((char)delimiter);
    const __m256i lineFeed = _mm256_set1_epi8('\n');
    const __m256i carriageReturn = _mm256_set1_epi8('\r');
    const __m256i low = _mm256_loadu_si256((const __m256i *)(const void *)block);
    const __m256i high = _mm256_loadu_si256((const __m256i *)(const void *)(block + 32));
#define FERRY_MASK64(compareLow, compareHigh) \
    ((uint64_t)(uint32_t)_mm256_movemask_epi8(compareLow) | ((uint64_t)(uint32_t)_mm256_movemask_epi8(compareHigh) << 32))
    FerryCSVByteClasses classes;
    classes.quotes = FERRY_MASK64(_mm256_cmpeq_epi8(low, quote), _mm256_cmpeq_epi8(high, quote));
    classes.delimiters = FERRY_MASK64(_mm256_cmpeq_epi8(low, delimiterVector), _mm256_cmpeq_epi8(high, delimiterVector));
    classes.lineFeeds = FERRY_MASK64(_mm256_cmpeq_epi8(low, lineFeed), _mm256_cmpeq_epi8(high, lineFeed));
    classes.carriageReturns = FERRY_MASK64(_mm256_cmpeq_epi8(low, carriageReturn), _mm256_cmpeq_epi8(high, carriageReturn));
#undef FERRY_MASK64
    return classes;
}

/* UTF-8 checked 32 bytes at a time by table lookups on each byte's and its predecessor's
 * nibbles (Keiser and Lemire, "Validating UTF-8 in less than one instruction per byte",
 * 2021): each table maps a nibble to the set of error kinds it allows, a byte pair is
 * wrong when all three agree, and a separate test catches missing or extra continuation
 * bytes after 3- and 4-byte leads. Bits of the error-kind sets: */
#define FERRY_TOO_SHORT (1 << 0)   /* a lead or ASCII byte where a continuation must be */
#define FERRY_TOO_LONG (1 << 1)    /* a continuation after an ASCII byte */
#define FERRY_OVERLONG_3 (1 << 2)  /* E0 followed by 80...9F */
#define FERRY_TOO_LARGE (1 << 3)   /* F4 followed by 90...BF, or F5...FF */
#define FERRY_SURROGATE (1 << 4)   /* ED followed by A0...BF */
#define FERRY_OVERLONG_2 (1 << 5)  /* C0 or C1 */
#define FERRY_TOO_LARGE_1000 (1 << 6) /* F5...FF followed by 80...8F */
#define FERRY_OVERLONG_4 (1 << 6)  /* F0 followed by 80...8F */
#define FERRY_TWO_CONTINUATIONS (-0x80) /* bit 7, written so that it fits a (signed) char */
#define FERRY_CARRY (FERRY_TOO_SHORT | FERRY_TOO_LONG | FERRY_TWO_CONTINUATIONS)

/* The three tables, 16 entries each, repeated for every 128-bit lane. */
#define FERRY_UTF8_FIRST_HIGH_TABLE                                                                         \
    FERRY_TOO_LONG, FERRY_TOO_LONG, FERRY_TOO_LONG, FERRY_TOO_LONG, FERRY_TOO_LONG, FERRY_TOO_LONG,        \
    FERRY_TOO_LONG, FERRY_TOO_LONG, FERRY_TWO_CONTINUATIONS, FERRY_TWO_CONTINUATIONS,                      \
    FERRY_TWO_CONTINUATIONS, FERRY_TWO_CONTINUATIONS, FERRY_TOO_SHORT | FERRY_OVERLONG_2, FERRY_TOO_SHORT, \
    FERRY_TOO_SHORT | FERRY_OVERLONG_3 | FERRY_SURROGATE,                                                   \
    FERRY_TOO_SHORT | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000 | FERRY_OVERLONG_4
#define FERRY_UTF8_FIRST_LOW_TABLE                                                                          \
    FERRY_CARRY | FERRY_OVERLONG_3 | FERRY_OVERLONG_2 | FERRY_OVERLONG_4, FERRY_CARRY | FERRY_OVERLONG_2,   \
    FERRY_CARRY, FERRY_CARRY, FERRY_CARRY | FERRY_TOO_LARGE,                                                \
    FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, \
    FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, \
    FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, \
    FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, \
    FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000 | FERRY_SURROGATE,                                  \
    FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000, FERRY_CARRY | FERRY_TOO_LARGE | FERRY_TOO_LARGE_1000
#define FERRY_UTF8_SECOND_HIGH_TABLE                                                                        \
    FERRY_TOO_SHORT, FERRY_TOO_SHORT, FERRY_TOO_SHORT, FERRY_TOO_SHORT, FERRY_TOO_SHORT, FERRY_TOO_SHORT,  \
    FERRY_TOO_SHORT, FERRY_TOO_SHORT,                                                                       \
    FERRY_TOO_LONG | FERRY_OVERLONG_2 | FERRY_TWO_CONTINUATIONS | FERRY_OVERLONG_3 | FERRY_TOO_LARGE_1000    \
        | FERRY_OVERLONG_4,                                                                                 \
    FERRY_TOO_LONG | FERRY_OVERLONG_2 | FERRY_TWO_CONTINUATIONS | FERRY_OVERLONG_3 | FERRY_TOO_LARGE,       \
    FERRY_TOO_LONG | FERRY_OVERLONG_2 | FERRY_TWO_CONTINUATIONS | FERRY_SURROGATE | FERRY_TOO_LARGE,        \
    FERRY_TOO_LONG | FERRY_OVERLONG_2 | FERRY_TWO_CONTINUATIONS | FERRY_SURROGATE | FERRY_TOO_LARGE,        \
    FERRY_TOO_SHORT, FERRY_TOO_SHORT, FERRY_TOO_SHORT, FERRY_TOO_SHORT

/* The UTF-8 state between blocks: the previous 32 bytes. */
typedef struct {
    __m256i previous;
} FerryCSVUTF8StateAVX2;

/* The errors of the 32 bytes `input`, preceded by `previous`. */
static inline __m256i ferry_csv_utf8_errors_avx2(__m256i input, __m256i previous) {
    const __m256i lowNibble = _mm256_set1_epi8(0x0F);
    const __m256i before = _mm256_permute2x128_si256(previous, input, 0x21);
    const __m256i previous1 = _mm256_alignr_epi8(input, before, 15);
    const __m256i previous2 = _mm256_alignr_epi8(input, before, 14);
    const __m256i previous3 = _mm256_alignr_epi8(input, before, 13);
    const __m256i firstHigh = _mm256_shuffle_epi8(
        _mm256_setr_epi8(FERRY_UTF8_FIRST_HIGH_TABLE, FERRY_UTF8_FIRST_HIGH_TABLE),
        _mm256_and_si256(_mm256_srli_epi16(previous1, 4), lowNibble));
    const __m256i firstLow = _mm256_shuffle_epi8(
        _mm256_setr_epi8(FERRY_UTF8_FIRST_LOW_TABLE, FERRY_UTF8_FIRST_LOW_TABLE),
        _mm256_and_si256(previous1, lowNibble));
    const __m256i secondHigh = _mm256_shuffle_epi8(
        _mm256_setr_epi8(FERRY_UTF8_SECOND_HIGH_TABLE, FERRY_UTF8_SECOND_HIGH_TABLE),
        _mm256_and_si256(_mm256_srli_epi16(input, 4), lowNibble));
    const __m256i special = _mm256_and_si256(_mm256_and_si256(firstHigh, firstLow), secondHigh);
    /* Bytes two after a 3- or 4-byte lead, or three after a 4-byte lead, must be
     * continuations: the top bit says so, and must match the two-continuations case. */
    const __m256i third = _mm256_subs_epu8(previous2, _mm256_set1_epi8((char)(0xE0 - 0x80)));
    const __m256i fourth = _mm256_subs_epu8(previous3, _mm256_set1_epi8((char)(0xF0 - 0x80)));
    const __m256i mustContinue = _mm256_and_si256(_mm256_or_si256(third, fourth), _mm256_set1_epi8((char)0x80));
    return _mm256_xor_si256(mustContinue, special);
}

/* Checks the 64 bytes at `block` after the bytes `state` saw. Every block is checked: a
 * branch on all-ASCII blocks measured slower on text with some non-ASCII bytes. */
static inline int ferry_csv_utf8_block_avx2(FerryCSVUTF8StateAVX2 *state, const uint8_t *block) {
    const __m256i low = _mm256_loadu_si256((const __m256i *)(const void *)block);
    const __m256i high = _mm256_loadu_si256((const __m256i *)(const void *)(block + 32));
    /* (A sequence cut off at the end of the previous block is checked here: its
     * continuations, or their absence, are in `low`.) */
    const __m256i errors =
        _mm256_or_si256(ferry_csv_utf8_errors_avx2(low, state->previous), ferry_csv_utf8_errors_avx2(high, low));
    state->previous = high;
    return !_mm256_testz_si256(errors, errors);
}

#define FERRY_TIER(name) name##_avx2
#define FERRY_TIER_HAS_VBMI2 0
#define FERRY_TIER_CLASSIFY(classes, pointer, delimiter) classes = ferry_csv_classify_avx2(pointer, delimiter)
#define FERRY_TIER_UTF8_STATE FerryCSVUTF8StateAVX2
#define FERRY_TIER_UTF8_INIT(state) state.previous = _mm256_setzero_si256()
#define FERRY_TIER_UTF8_BLOCK(error, state, block) error = ferry_csv_utf8_block_avx2(&(state), block)
#include "CSVRecordScanKernel.h"
#undef FERRY_TIER
#undef FERRY_TIER_HAS_VBMI2
#undef FERRY_TIER_CLASSIFY
#undef FERRY_TIER_UTF8_STATE
#undef FERRY_TIER_UTF8_INIT
#undef FERRY_TIER_UTF8_BLOCK

#pragma clang attribute pop

/* ---- AVX-512 build ------------------------------------------------------------------------ */

#pragma clang attribute push(__attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi2,avx2,bmi,bmi2,popcnt,lzcnt,pclmul"))), apply_to = function)

static inline FerryCSVByteClasses ferry_csv_classify_avx512(const uint8_t *block, uint8_t delimiter) {
    const __m512i bytes = _mm512_loadu_si512((const void *)block);
    FerryCSVByteClasses classes;
    classes.quotes = _mm512_cmpeq_epi8_mask(bytes, _mm512_set1_epi8('"'));
    classes.delimiters = _mm512_cmpeq_epi8_mask(bytes, _mm512_set1_epi8((char)delimiter));
    classes.lineFeeds = _mm512_cmpeq_epi8_mask(bytes, _mm512_set1_epi8('\n'));
    classes.carriageReturns = _mm512_cmpeq_epi8_mask(bytes, _mm512_set1_epi8('\r'));
    return classes;
}

/* The UTF-8 state between blocks: the previous 64 bytes. */
typedef struct {
    __m512i previous;
} FerryCSVUTF8StateAVX512;

/* `ferry_csv_utf8_block_avx2`, 64 bytes at a time. */
static inline int ferry_csv_utf8_block_avx512(FerryCSVUTF8StateAVX512 *state, const uint8_t *block) {
    const __m512i input = _mm512_loadu_si512((const void *)block);
    const __m512i lowNibble = _mm512_set1_epi8(0x0F);
    /* Each 128-bit lane next to the one before it (the previous block's last lane first). */
    const __m512i before = _mm512_alignr_epi64(input, state->previous, 6);
    const __m512i previous1 = _mm512_alignr_epi8(input, before, 15);
    const __m512i previous2 = _mm512_alignr_epi8(input, before, 14);
    const __m512i previous3 = _mm512_alignr_epi8(input, before, 13);
    const __m512i firstHigh = _mm512_shuffle_epi8(
        _mm512_broadcast_i32x4(_mm_setr_epi8(FERRY_UTF8_FIRST_HIGH_TABLE)),
        _mm512_and_si512(_mm512_srli_epi16(previous1, 4), lowNibble));
    const __m512i firstLow = _mm512_shuffle_epi8(
        _mm512_broadcast_i32x4(_mm_setr_epi8(FERRY_UTF8_FIRST_LOW_TABLE)), _mm512_and_si512(previous1, lowNibble));
    const __m512i secondHigh = _mm512_shuffle_epi8(
        _mm512_broadcast_i32x4(_mm_setr_epi8(FERRY_UTF8_SECOND_HIGH_TABLE)),
        _mm512_and_si512(_mm512_srli_epi16(input, 4), lowNibble));
    const __m512i special = _mm512_and_si512(_mm512_and_si512(firstHigh, firstLow), secondHigh);
    const __m512i third = _mm512_subs_epu8(previous2, _mm512_set1_epi8((char)(0xE0 - 0x80)));
    const __m512i fourth = _mm512_subs_epu8(previous3, _mm512_set1_epi8((char)(0xF0 - 0x80)));
    const __m512i mustContinue = _mm512_and_si512(_mm512_or_si512(third, fourth), _mm512_set1_epi8((char)0x80));
    const __m512i errors = _mm512_xor_si512(mustContinue, special);
    state->previous = input;
    return _mm512_test_epi8_mask(errors, errors) != 0;
}

#define FERRY_TIER(name) name##_avx512
#define FERRY_TIER_HAS_VBMI2 1
#define FERRY_TIER_CLASSIFY(classes, pointer, delimiter) classes = ferry_csv_classify_avx512(pointer, delimiter)
#define FERRY_TIER_UTF8_STATE FerryCSVUTF8StateAVX512
#define FERRY_TIER_UTF8_INIT(state) state.previous = _mm512_setzero_si512()
#define FERRY_TIER_UTF8_BLOCK(error, state, block) error = ferry_csv_utf8_block_avx512(&(state), block)
#include "CSVRecordScanKernel.h"
#undef FERRY_TIER
#undef FERRY_TIER_HAS_VBMI2
#undef FERRY_TIER_CLASSIFY
#undef FERRY_TIER_UTF8_STATE
#undef FERRY_TIER_UTF8_INIT
#undef FERRY_TIER_UTF8_BLOCK

#pragma clang attribute pop

#endif /* FERRY_HAS_X86_TIERS */

/* ---- Dispatch ------------------------------------------------------------------------------- */

/* FERRY_CSV_SCAN_BUILDS, when set, lists the builds the processor may be taken to run,
 * separated by commas ("avx2,avx512"; "none" for neither): a test run can then behave as it
 * would on a processor without AVX-512 or without AVX2. Unset, every build the processor
 * runs is used. It only ever removes builds. */
static bool ferry_csv_scan_tier_is_allowed(FerryCSVScanTier tier) {
    const char *allowed = getenv("FERRY_CSV_SCAN_BUILDS");
    if (allowed == NULL) return true;
    const char *name = tier == FerryCSVScanTierAVX512 ? "avx512" : "avx2";
    const size_t length = strlen(name);
    for (const char *item = allowed; *item != '\0';) {
        const char *end = strchr(item, ',');
        const size_t itemLength = end ? (size_t)(end - item) : strlen(item);
        if (itemLength == length && strncmp(item, name, length) == 0) return true;
        if (end == NULL) break;
        item = end + 1;
    }
    return false;
}

bool ferry_csv_scan_tier_is_supported(FerryCSVScanTier tier) {
#if FERRY_HAS_X86_TIERS
    if ((tier == FerryCSVScanTierAVX2 || tier == FerryCSVScanTierAVX512) && !ferry_csv_scan_tier_is_allowed(tier)) return false;
    __builtin_cpu_init();
    const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2")
        && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("pclmul");
    switch (tier) {
    case FerryCSVScanTierAVX2:
        return avx2;
    case FerryCSVScanTierAVX512:
        return avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
            && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vbmi2");
    default:
        return false;
    }
#else
    (void)tier;
    return false;
#endif
}

FerryCSVScanTier ferry_csv_best_scan_tier(void) {
    /* Decided once; a race at worst decides it twice, the same way. */
    static _Atomic int best = -1;
    int tier = best;
    if (tier < 0) {
        tier = ferry_csv_scan_tier_is_supported(FerryCSVScanTierAVX512) ? FerryCSVScanTierAVX512
            : ferry_csv_scan_tier_is_supported(FerryCSVScanTierAVX2)    ? FerryCSVScanTierAVX2
                                                                       : FerryCSVScanTierNone;
        best = tier;
    }
    return (FerryCSVScanTier)tier;
}

FerryCSVScanResult ferry_csv_scan_records(const FerryCSVScanRequest *request, FerryCSVScanTier tier) {
    switch (tier) {
#if FERRY_HAS_X86_TIERS
    case FerryCSVScanTierAVX512:
        return ferry_csv_scan_avx512(request);
    case FerryCSVScanTierAVX2:
        return ferry_csv_scan_avx2(request);
#endif
    default: {
        /* No build: nothing is vouched for. */
        FerryCSVScanResult nothing = {0, request->from, 0, request->from};
        return nothing;
    }
    }
}
