// SPDX-License-Identifier: Apache-2.0
#pragma once
/* The CSV reader's record scanner: finds whole records in a buffer, many at a time, from
 * 64-byte block masks (where fields end outside quotes, worked out with a prefix XOR over the
 * quotes), checking UTF-8 on the way.
 *
 * It only vouches for regular input: it stops before the first record that holds a quote
 * out of place (a quote inside an unquoted field, text after a closing quote) or invalid
 * UTF-8, and before a record the buffer does not hold whole. The reader parses those with
 * its byte-level parser, which knows the errors, their lines and columns, and lenient mode.
 *
 * The scan comes in builds for different processor features (see `FerryCSVScanTier`),
 * picked once at run time. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Indices and counts are `ptrdiff_t`, which Swift imports as `Int`. */

/* One field as the reader stores it (the Swift `FieldSpan`): its first byte's buffer index
 * with the field kind in the top byte (0 plain, 1 quoted, 2 quoted with `""`), and the
 * index just past its last byte. Quoted fields exclude their quotes. */
typedef struct {
    ptrdiff_t startAndKind;
    ptrdiff_t end;
} FerryCSVFieldSpan;

/* One record the scan found. */
typedef struct {
    /* Buffer index of its first byte. */
    ptrdiff_t start;
    /* Buffer index just past its line break: where the next record (or blank line) starts. */
    ptrdiff_t next;
    /* Line breaks between the scan's start and the record's start (blank lines and line
     * breaks inside quotes included). */
    ptrdiff_t lineBreaksBefore;
    /* Its fields: `spans[firstSpan ..< firstSpan + fieldCount]`. */
    int32_t firstSpan;
    int32_t fieldCount;
} FerryCSVRecordEntry;

/* What to scan, and where to put what is found. */
typedef struct {
    /* The buffer. The scan reads up to 64 bytes past `limit`: they must be readable, and
     * ASCII where the input does not go on there (the reader keeps zeros there). */
    const uint8_t *base;
    /* Where to start: the first byte of a record (or of a blank line). */
    ptrdiff_t from;
    /* Where the buffered input ends. */
    ptrdiff_t limit;
    /* Whether nothing follows `limit`: a CR just before it then ends a record. */
    bool atEndOfInput;
    /* Whether blank lines come out as records with no field (else they are skipped). */
    bool blankLinesAreRecords;
    uint8_t delimiter;
    FerryCSVFieldSpan *spans;
    ptrdiff_t spanCapacity;
    FerryCSVRecordEntry *records;
    ptrdiff_t recordCapacity;
} FerryCSVScanRequest;

typedef struct {
    /* How many records were written to `records`. */
    ptrdiff_t recordCount;
    /* Where the next scan (or the byte-level parser) starts: just after the last record
     * written and the blank lines skipped after it. */
    ptrdiff_t resumeAt;
    /* Line breaks between the scan's start and `resumeAt`. */
    ptrdiff_t lineBreaksBeforeResume;
    /* The scan vouches for nothing at or after this index: the start of the block where
     * it met a misplaced quote or invalid UTF-8, or `limit`. The byte-level parser should
     * take the records that start before it. */
    ptrdiff_t checkedEnd;
} FerryCSVScanResult;

/* The builds of the scan, each for the processor features it names. */
typedef enum {
    /* No build: the processor (or the target) has none of the features below. The reader's
     * byte-level parser then reads everything. */
    FerryCSVScanTierNone = 0,
    /* x86-64 with AVX2, BMI1/2, POPCNT and PCLMULQDQ: 32-byte compares, carry-less multiply
     * for the quote mask, vector UTF-8 check, field ends listed with pext and pdep. */
    FerryCSVScanTierAVX2 = 2,
    /* The AVX2 build's features plus AVX-512 F, BW, VL and VBMI2: 64-byte compares into mask
     * registers, field ends listed by vector compresses, spans written eight at a time. */
    FerryCSVScanTierAVX512 = 3,
} FerryCSVScanTier;

/* The fastest build this processor runs (decided once), or `FerryCSVScanTierNone`. */
FerryCSVScanTier ferry_csv_best_scan_tier(void);

/* Whether this processor runs `tier` (never `FerryCSVScanTierNone`), and the environment
 * variable FERRY_CSV_SCAN_BUILDS, when set, lists it ("avx2", "avx512", comma-separated). */
bool ferry_csv_scan_tier_is_supported(FerryCSVScanTier tier);

/* Scans `request` with `tier`, which must be supported. With `FerryCSVScanTierNone` it
 * vouches for nothing. */
FerryCSVScanResult ferry_csv_scan_records(const FerryCSVScanRequest *request, FerryCSVScanTier tier);
