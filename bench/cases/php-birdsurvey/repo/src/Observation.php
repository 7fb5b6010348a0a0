<?php

declare(strict_types=1);

namespace Moorside\BirdSurvey;

final class Observation
{
    public const FLYING = 'F';
    private const BANDS = ['1', '2', '3', self::FLYING];

    public function __construct(
        public readonly int $section,
        public readonly string $code,
        public readonly int $count,
        public readonly string $band,
    ) {
        if ($section < 1 || $section > 10) {
            throw new \InvalidArgumentException("section $section is not 1 to 10");
        }
        if (!Species::known($code)) {
            throw new \InvalidArgumentException("unknown species code '$code'");
        }
        if ($count < 1) {
            throw new \InvalidArgumentException("a registration counts at least one bird, not $count");
        }
        if (!in_array($band, self::BANDS, true)) {
            throw new \InvalidArgumentException("distance band '$band' is not 1, 2, 3 or F");
        }
    }

    public static function parse(string $line): self
    {
        $fields = preg_split('/\s+/', trim($line));
        if (count($fields) !== 4 || !ctype_digit($fields[0]) || !ctype_digit($fields[2])) {
            throw new \InvalidArgumentException("not a registration: '$line'");
        }
        return new self((int) $fields[0], strtoupper($fields[1]), (int) $fields[2], strtoupper($fields[3]));
    }

    public function counted(): bool
    {
        return $this->band !== self::FLYING;
    }
}
