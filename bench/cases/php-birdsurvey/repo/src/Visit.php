<?php

declare(strict_types=1);

namespace Moorside\BirdSurvey;

final class Visit
{
    /** @param list<Observation> $observations */
    public function __construct(
        public readonly \DateTimeImmutable $date,
        public readonly string $observer,
        public readonly array $observations,
    ) {
    }

    public static function fromSheet(string $sheet): self
    {
        $lines = array_values(array_filter(
            array_map('trim', explode("\n", $sheet)),
            static fn (string $line): bool => $line !== '' && !str_starts_with($line, '#'),
        ));
        if ($lines === []) {
            throw new \InvalidArgumentException('empty sheet');
        }
        if (!preg_match('/^(\d{4}-\d{2}-\d{2})\s+(.+)$/', $lines[0], $m)) {
            throw new \InvalidArgumentException("the first line must be the date and observer, not '{$lines[0]}'");
        }
        $date = \DateTimeImmutable::createFromFormat('!Y-m-d', $m[1]);
        if ($date === false || $date->format('Y-m-d') !== $m[1]) {
            throw new \InvalidArgumentException("not a date: {$m[1]}");
        }
        $observations = [];
        foreach (array_slice($lines, 1) as $i => $line) {
            try {
                $observations[] = Observation::parse($line);
            } catch (\InvalidArgumentException $e) {
                throw new \InvalidArgumentException('line ' . ($i + 2) . ': ' . $e->getMessage(), 0, $e);
            }
        }
        return new self($date, $m[2], $observations);
    }

    public function isEarly(): bool
    {
        return $this->date->format('md') < '0516';
    }
}
