<?php

declare(strict_types=1);

namespace Borough\Planning;

use DateTimeImmutable;
use InvalidArgumentException;

final class Dates
{
    /** The register's dates: 14/11/2026. */
    public static function parse(string $text): DateTimeImmutable
    {
        $date = DateTimeImmutable::createFromFormat('!d/m/Y', trim($text));
        if ($date === false || $date->format('d/m/Y') !== trim($text)) {
            throw new InvalidArgumentException("date '$text': want dd/mm/yyyy");
        }
        return $date;
    }
}
