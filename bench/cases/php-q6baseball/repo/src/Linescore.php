<?php

declare(strict_types=1);

namespace Boxscore;

/**
 * Runs by inning for the visitors and the home team. The home team does not bat in the last inning
 * when already ahead: its last inning is null, written x.
 */
final class Linescore
{
    /**
     * @param list<int> $visitors
     * @param list<int|null> $home
     */
    public function __construct(
        public readonly string $visitorsName,
        public readonly array $visitors,
        public readonly string $homeName,
        public readonly array $home,
    ) {
        if (count($visitors) < 1 || count($home) !== count($visitors)) {
            throw new BoxscoreError('both teams need an entry for every inning');
        }
        foreach (array_slice($home, 0, -1) as $runs) {
            if ($runs === null) {
                throw new BoxscoreError('only the home team\'s last inning can go unplayed');
            }
        }
    }

    public function innings(): int
    {
        return count($this->visitors);
    }

    public function visitorRuns(): int
    {
        return array_sum($this->visitors);
    }

    public function homeRuns(): int
    {
        return array_sum(array_map(static fn (?int $r): int => $r ?? 0, $this->home));
    }

    public function winner(): ?string
    {
        return match ($this->visitorRuns() <=> $this->homeRuns()) {
            1 => $this->visitorsName,
            -1 => $this->homeName,
            0 => null,
        };
    }

    public function render(): string
    {
        $width = max(strlen($this->visitorsName), strlen($this->homeName));
        $row = function (string $name, array $runs, int $total) use ($width): string {
            $cells = array_map(static fn (?int $r): string => $r === null ? 'x' : (string) $r, $runs);

            return str_pad($name, $width) . '  ' . implode(' ', $cells) . ' - ' . $total;
        };

        return $row($this->visitorsName, $this->visitors, $this->visitorRuns()) . "\n"
            . $row($this->homeName, $this->home, $this->homeRuns());
    }
}
