<?php

declare(strict_types=1);

namespace Fencing;

/**
 * A fencer's pool results: victories (V) out of bouts fenced (M), touches scored (TS) and
 * received (TR), and the indicator TS - TR.
 */
final class FencerRecord
{
    private int $victories = 0;
    private int $bouts = 0;
    private int $scored = 0;
    private int $received = 0;

    public function __construct(private Fencer $fencer)
    {
    }

    public function add(BoutResult $mine, BoutResult $theirs): void
    {
        $this->bouts++;
        if ($mine->isVictory()) {
            $this->victories++;
        }
        $this->scored += $mine->touches();
        $this->received += $theirs->touches();
    }

    public function merge(FencerRecord $other): void
    {
        if ($other->fencer->id() !== $this->fencer->id()) {
            throw new \InvalidArgumentException('records of two different fencers');
        }
        $this->victories += $other->victories;
        $this->bouts += $other->bouts;
        $this->scored += $other->scored;
        $this->received += $other->received;
    }

    public function fencer(): Fencer
    {
        return $this->fencer;
    }

    public function victories(): int
    {
        return $this->victories;
    }

    public function bouts(): int
    {
        return $this->bouts;
    }

    public function scored(): int
    {
        return $this->scored;
    }

    public function received(): int
    {
        return $this->received;
    }

    public function indicator(): int
    {
        return $this->scored - $this->received;
    }

    /** V/M, the first ranking criterion; 0 for a fencer with no bouts. */
    public function ratio(): float
    {
        return $this->bouts === 0 ? 0.0 : $this->victories / $this->bouts;
    }
}
