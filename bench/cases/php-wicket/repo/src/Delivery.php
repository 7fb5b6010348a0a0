<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/**
 * One ball as the scorer writes it: runs off the bat, extras of one kind,
 * and whether a wicket fell.
 */
final class Delivery
{
    public const NONE = '';
    public const WIDE = 'wd';
    public const NO_BALL = 'nb';
    public const BYE = 'b';
    public const LEG_BYE = 'lb';

    public function __construct(
        public readonly int $batRuns = 0,
        public readonly string $extra = self::NONE,
        public readonly int $extraRuns = 0,
        public readonly bool $wicket = false,
        public readonly bool $bowlerWicket = true,
    ) {
        if (!in_array($extra, [self::NONE, self::WIDE, self::NO_BALL, self::BYE, self::LEG_BYE], true)) {
            throw new \InvalidArgumentException("unknown extra '$extra'");
        }
        if ($batRuns < 0 || $extraRuns < 0) {
            throw new \InvalidArgumentException('runs cannot be negative');
        }
    }

    /** Wides and no-balls are bowled again and do not count in the over. */
    public function isLegal(): bool
    {
        return $this->extra !== self::WIDE && $this->extra !== self::NO_BALL;
    }

    /** A wide or no-ball carries a one-run penalty on top of any runs. */
    public function penalty(): int
    {
        return $this->isLegal() ? 0 : 1;
    }

    public function total(): int
    {
        return $this->batRuns + $this->extraRuns + $this->penalty();
    }

    /** Runs charged to the bowler: everything except byes and leg-byes. */
    public function bowlerRuns(): int
    {
        if ($this->extra === self::BYE || $this->extra === self::LEG_BYE) {
            return $this->batRuns;
        }
        return $this->total();
    }
}
