<?php

declare(strict_types=1);

namespace Lambing;

use Countable;
use InvalidArgumentException;

/** The ewes put to the ram this season, by ear tag. */
final class Flock implements Countable
{
    /** @var array<string, Ewe> */
    private array $ewes = [];

    public function add(Ewe $ewe): void
    {
        $key = (string) $ewe->tag;
        if (isset($this->ewes[$key])) {
            throw new InvalidArgumentException(sprintf('Ewe %s is already in the flock', $key));
        }
        $this->ewes[$key] = $ewe;
    }

    public function get(EarTag $tag): Ewe
    {
        $key = (string) $tag;
        if (!isset($this->ewes[$key])) {
            throw new InvalidArgumentException(sprintf('No ewe %s in the flock', $key));
        }

        return $this->ewes[$key];
    }

    public function has(EarTag $tag): bool
    {
        return isset($this->ewes[(string) $tag]);
    }

    /** @return list<Ewe> */
    public function all(): array
    {
        return array_values($this->ewes);
    }

    public function count(): int
    {
        return count($this->ewes);
    }

    /** @return list<Ewe> */
    public function scanned(): array
    {
        return array_values(array_filter($this->ewes, static fn (Ewe $e): bool => $e->scannedLambs() !== null));
    }

    /**
     * The scanned ewes in their scan groups, every group present even when empty.
     *
     * @return array<string, list<Ewe>>
     */
    public function byScanGroup(): array
    {
        $groups = [Ewe::BARREN => [], Ewe::SINGLE => [], Ewe::TWIN => [], Ewe::TRIPLET => []];
        foreach ($this->scanned() as $ewe) {
            $groups[$ewe->scanGroup()][] = $ewe;
        }

        return $groups;
    }
}
