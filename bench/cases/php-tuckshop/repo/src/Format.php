<?php

declare(strict_types=1);

namespace Tuckshop;

/**
 * Money is held as whole pence everywhere; this turns it into text and back.
 */
final class Format
{
    public static function pence(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $abs = abs($pence);
        return sprintf('%s£%d.%02d', $sign, intdiv($abs, 100), $abs % 100);
    }

    /**
     * Reads "2.50", "£2.50", "2" or "0.5" as pence.
     */
    public static function parsePounds(string $text): int
    {
        $clean = trim(str_replace('£', '', $text));
        if (!preg_match('/^(\d+)(?:\.(\d{1,2}))?$/', $clean, $m)) {
            throw new \InvalidArgumentException("Not an amount of money: '$text'");
        }
        $pounds = (int) $m[1];
        $fraction = isset($m[2]) ? str_pad($m[2], 2, '0') : '00';
        return $pounds * 100 + (int) $fraction;
    }

    /**
     * A line of a printed sheet: the label on the left, the value on the
     * right, $width characters in all (counting "£" as one character).
     */
    public static function row(string $label, string $value, int $width = 34): string
    {
        $gap = max(1, $width - mb_strlen($label) - mb_strlen($value));
        return $label . str_repeat(' ', $gap) . $value;
    }
}
