<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * What a gate judge marks for one boat at one gate: clear, a touch of a pole (2 s) or a missed or
 * wrongly negotiated gate (50 s).
 */
enum Penalty: int
{
    case Clear = 0;
    case Touch = 2;
    case Miss = 50;

    public static function fromMark(string $mark): self
    {
        $penalty = self::tryFrom((int) $mark);
        if ($penalty === null || (string) $penalty->value !== trim($mark)) {
            throw new \InvalidArgumentException("not a gate penalty: '$mark'");
        }
        return $penalty;
    }

    public function seconds(): int
    {
        return $this->value;
    }
}
