<?php

declare(strict_types=1);

namespace Fencing;

/** A fencer's place in a ranking; fencers who cannot be separated share a place, marked T. */
final class RankedFencer
{
    public function __construct(private int $place, private FencerRecord $record, private bool $tied)
    {
    }

    public function place(): int
    {
        return $this->place;
    }

    public function record(): FencerRecord
    {
        return $this->record;
    }

    public function fencer(): Fencer
    {
        return $this->record->fencer();
    }

    public function isTied(): bool
    {
        return $this->tied;
    }

    public function label(): string
    {
        return $this->place . ($this->tied ? 'T' : '');
    }
}
