<?php

declare(strict_types=1);

namespace Fencing;

/**
 * One fencer's side of a pool bout as the referee writes it on the sheet: "V" for a victory with
 * the full five touches, "V4" for a victory with four (time ran out, or on priority), "D3" for a
 * defeat with three touches scored.
 */
final class BoutResult
{
    public const POOL_TOUCHES = 5;

    private function __construct(private bool $victory, private int $touches)
    {
    }

    public static function victory(int $touches = self::POOL_TOUCHES): self
    {
        self::checkTouches($touches);
        return new self(true, $touches);
    }

    public static function defeat(int $touches): self
    {
        self::checkTouches($touches);
        if ($touches === self::POOL_TOUCHES) {
            throw new \InvalidArgumentException('a fencer with five touches has won the bout');
        }
        return new self(false, $touches);
    }

    public static function parse(string $code): self
    {
        $code = strtoupper(trim($code));
        if (!preg_match('/^([VD])(\d?)$/', $code, $m)) {
            throw new \InvalidArgumentException("not a pool result: '$code'");
        }
        if ($m[1] === 'V') {
            return self::victory($m[2] === '' ? self::POOL_TOUCHES : (int) $m[2]);
        }
        if ($m[2] === '') {
            throw new \InvalidArgumentException("a defeat needs its touches: '$code'");
        }
        return self::defeat((int) $m[2]);
    }

    public function isVictory(): bool
    {
        return $this->victory;
    }

    public function touches(): int
    {
        return $this->touches;
    }

    public function __toString(): string
    {
        if ($this->victory) {
            return $this->touches === self::POOL_TOUCHES ? 'V' : 'V' . $this->touches;
        }
        return 'D' . $this->touches;
    }

    private static function checkTouches(int $touches): void
    {
        if ($touches < 0 || $touches > self::POOL_TOUCHES) {
            throw new \InvalidArgumentException("pool bouts are fenced to five touches: $touches");
        }
    }
}
