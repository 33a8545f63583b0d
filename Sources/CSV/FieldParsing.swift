// SPDX-License-Identifier: Apache-2.0
/// Numbers, booleans and ISO 8601 dates parsed straight from a field's UTF-8 bytes.
enum FieldParsing {
    /// Whether `bytes` spell `word` (ASCII lowercase) in any letter case.
    static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let letters = word.utf8Start
        for index in 0..<bytes.count where bytes[index] | 0x20 != letters[index] { return false }
        return true
    }

    /// `true`, `false` (in any letter case), `1` or `0`, or `nil`.
    static func bool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch bytes.count {
        case 1 where bytes[0] == UInt8(ascii: "1"): true
        case 1 where bytes[0] == UInt8(ascii: "0"): false
        case 4 where equalsIgnoringCase(bytes, "true"): true
        case 5 where equalsIgnoringCase(bytes, "false"): false
        default: nil
        }
    }

    /// A decimal integer with an optional sign, or `nil` when the bytes are not one or it
    /// does not fit `Integer`.
    @inline(__always)
    static func integer<Integer: FixedWidthInteger>(_: Integer.Type, _ bytes: UnsafeBufferPointer<UInt8>) -> Integer? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count else { return nil }
        if bytes.count &- index <= 18 {
            // Up to 18 digits fit an Int64 whatever they are: no overflow check per digit.
            var magnitude: Int64 = 0
            while index < bytes.count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                magnitude = magnitude &* 10 &+ Int64(digit)
                index &+= 1
            }
            return Integer(exactly: negative ? -magnitude : magnitude)
        }
        var value: Integer = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative
                ? times10.subtractingReportingOverflow(Integer(digit)) : times10.addingReportingOverflow(Integer(digit))
            guard !overflow1 && !overflow2 else { return nil }
            value = next
            index &+= 1
        }
        return value
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// A decimal number (`-12.5`, `3`, `1e-3`, `inf`, `nan`…), correctly rounded, or `nil`.
    ///
    /// Plain decimals of up to 15 significant digits and 22 decimals take an exact path
    /// (both the digits and the power of ten are exact doubles, so one division rounds
    /// correctly); everything else goes through the standard library's parser.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimals = 0
        var sawDigit = false
        var seenPoint = false
        var exact = true
        while index < bytes.count {
            let byte = bytes[index]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                sawDigit = true
                // Leading zeros are not significant.
                if mantissa != 0 || digit != 0 { significantDigits &+= 1 }
                if significantDigits > 15 { exact = false; break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                if seenPoint { decimals &+= 1 }
            } else if byte == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else {
                exact = false
                break
            }
            index &+= 1
        }
        if exact {
            guard sawDigit else { return nil }
            if decimals <= 22 {
                let value = Double(mantissa) / powersOfTen[decimals]
                return negative ? -value : value
            }
        }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// Seconds since 1970-01-01 00:00 UTC of an ISO 8601 date or date and time
    /// (`2024-03-15`, `2024-03-15T08:30`, `…:05`, `…:05.250`, with `Z` or `±hh:mm`, or a
    /// space instead of `T`), or `nil`. Without a zone the time is read as UTC.
    static func iso8601Seconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        // Most dates in CSV files are just `YYYY-MM-DD`.
        if let days = plainDateDays(bytes) { return Double(days) * 86_400 }
        return iso8601SecondsOfAnyForm(bytes)
    }

    /// `iso8601Seconds` without the fast path for a plain date; tests compare the two.
    static func iso8601SecondsOfAnyForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<width {
                let digit = bytes[index + offset] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            index += width
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2), expect(UInt8(ascii: "-")),
              let day = number(2), (1...12).contains(month), day >= 1, day <= daysInMonth(month, year: year)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        guard index < bytes.count else { return seconds }
        guard bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: " ") else { return nil }
        index += 1
        guard let hour = number(2), hour < 24, expect(UInt8(ascii: ":")), let minute = number(2), minute < 60 else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if expect(UInt8(ascii: ":")) {
            guard let second = number(2), second < 61 else { return nil }
            seconds += Double(second)
            if expect(UInt8(ascii: ".")) || expect(UInt8(ascii: ",")) {
                var scale = 0.1
                let start = index
                while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                    seconds += Double(bytes[index] &- UInt8(ascii: "0")) * scale
                    scale /= 10
                    index += 1
                }
                guard index > start else { return nil }
            }
        }
        guard index < bytes.count else { return seconds }
        if expect(UInt8(ascii: "Z")) { return index == bytes.count ? seconds : nil }
        let sign: Double
        if expect(UInt8(ascii: "+")) { sign = 1 } else if expect(UInt8(ascii: "-")) { sign = -1 } else { return nil }
        guard let zoneHours = number(2), zoneHours < 24 else { return nil }
        _ = expect(UInt8(ascii: ":"))
        guard let zoneMinutes = number(2), zoneMinutes < 60, index == bytes.count else { return nil }
        return seconds - sign * Double(zoneHours * 3600 + zoneMinutes * 60)
    }

    /// Days since 1970-01-01 of a field that is exactly a valid `YYYY-MM-DD`, or `nil` (the
    /// general parser then decides).
    @inline(__always)
    static func plainDateDays(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        let zero = UInt8(ascii: "0")
        let y0 = bytes[0] &- zero, y1 = bytes[1] &- zero, y2 = bytes[2] &- zero, y3 = bytes[3] &- zero
        let m0 = bytes[5] &- zero, m1 = bytes[6] &- zero, d0 = bytes[8] &- zero, d1 = bytes[9] &- zero
        guard y0 < 10, y1 < 10, y2 < 10, y3 < 10, m0 < 10, m1 < 10, d0 < 10, d1 < 10 else { return nil }
        let year = Int(y0) * 1000 + Int(y1) * 100 + Int(y2) * 10 + Int(y3)
        let month = Int(m0) * 10 + Int(m1), day = Int(d0) * 10 + Int(d1)
        guard month >= 1, month <= 12, day >= 1, day <= daysInMonth(month, year: year) else { return nil }
        return daysFromCivil(year: year, month: month, day: day)
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's
    /// `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
