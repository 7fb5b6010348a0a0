<?php

declare(strict_types=1);

namespace Dotworks\Brailler;

/** The dots of each letter, digit and mark in uncontracted English braille. */
final class Alphabet
{
    public const CAPITAL = [6];
    public const NUMERIC = [3, 4, 5, 6];
    public const LETTER = [5, 6];

    private const LETTERS = [
        'a' => [1], 'b' => [1, 2], 'c' => [1, 4], 'd' => [1, 4, 5], 'e' => [1, 5],
        'f' => [1, 2, 4], 'g' => [1, 2, 4, 5], 'h' => [1, 2, 5], 'i' => [2, 4], 'j' => [2, 4, 5],
        'k' => [1, 3], 'l' => [1, 2, 3], 'm' => [1, 3, 4], 'n' => [1, 3, 4, 5], 'o' => [1, 3, 5],
        'p' => [1, 2, 3, 4], 'q' => [1, 2, 3, 4, 5], 'r' => [1, 2, 3, 5], 's' => [2, 3, 4], 't' => [2, 3, 4, 5],
        'u' => [1, 3, 6], 'v' => [1, 2, 3, 6], 'w' => [2, 4, 5, 6], 'x' => [1, 3, 4, 6], 'y' => [1, 3, 4, 5, 6],
        'z' => [1, 3, 5, 6],
    ];

    private const PUNCTUATION = [
        ',' => [2], ';' => [2, 3], ':' => [2, 5], '.' => [2, 5, 6], '!' => [2, 3, 5],
        '?' => [2, 3, 6], "'" => [3], '-' => [3, 6],
    ];

    /** The dots of a lower-case letter. */
    public static function letter(string $letter): array
    {
        return self::LETTERS[$letter] ?? throw new \InvalidArgumentException("not a letter: '$letter'");
    }

    /** A digit is written as one of the letters a-j after the numeric sign: 1 = a ... 9 = i, 0 = j. */
    public static function digit(string $digit): array
    {
        if (!ctype_digit($digit) || strlen($digit) !== 1) {
            throw new \InvalidArgumentException("not a digit: '$digit'");
        }
        return self::LETTERS[self::digitLetter($digit)];
    }

    public static function digitLetter(string $digit): string
    {
        return $digit === '0' ? 'j' : chr(ord('a') + (int) $digit - 1);
    }

    public static function punctuation(string $mark): ?array
    {
        return self::PUNCTUATION[$mark] ?? null;
    }

    /** Whether a letter is one of a-j, which read as digits straight after a number. */
    public static function readsAsDigit(string $letter): bool
    {
        return $letter >= 'a' && $letter <= 'j';
    }
}
