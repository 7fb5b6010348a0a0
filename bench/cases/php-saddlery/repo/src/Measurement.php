<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

/** Lengths read off a wither tracing or a rider's measurement form, in centimetres. */
final class Measurement
{
    public static function parseLength(string $text): float
    {
        if (!preg_match('/^\s*(\d+(?:[.,]\d+)?)\s*cm\s*$/i', $text, $m)) {
            throw new \InvalidArgumentException("not a length: '$text'");
        }
        return (float) str_replace(',', '.', $m[1]);
    }

    public static function formatCm(float $cm): string
    {
        return rtrim(rtrim(number_format($cm, 1, '.', ''), '0'), '.') . ' cm';
    }
}
