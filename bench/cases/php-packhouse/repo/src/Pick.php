<?php

declare(strict_types=1);

namespace Hillside\Orchard;

use InvalidArgumentException;

/** One weighed bin: who picked it, from which row, which variety, how many kilograms. */
final class Pick
{
    public function __construct(
        public readonly string $picker,
        public readonly int $row,
        public readonly string $variety,
        public readonly float $kg,
    ) {
        if ($kg <= 0) {
            throw new InvalidArgumentException("a bin weighs more than nothing, not {$kg} kg");
        }
    }

    /** Parses a `PICKER ROW VARIETY KG` line, such as `Ana 12 Braeburn 17.5`. */
    public static function parse(string $line): self
    {
        $parts = preg_split('/\s+/', trim($line));
        if ($parts === false || count($parts) !== 4 || !ctype_digit($parts[1]) || !is_numeric($parts[3])) {
            throw new InvalidArgumentException("not a pick line: '{$line}'");
        }
        return new self($parts[0], (int) $parts[1], $parts[2], (float) $parts[3]);
    }
}
