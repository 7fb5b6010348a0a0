<?php

declare(strict_types=1);

namespace Judo;

/** What the referee can give: the scores for a throw or hold, and the penalties. */
enum Score: string
{
    case Ippon = 'ippon';
    case WazaAri = 'waza-ari';
    case Shido = 'shido';
    case HansokuMake = 'hansoku-make';

    public static function fromCall(string $call): self
    {
        return self::tryFrom(strtolower(trim($call))) ?? throw new JudoError("the referee cannot call {$call}");
    }

    public function isPenalty(): bool
    {
        return match ($this) {
            self::Shido, self::HansokuMake => true,
            self::Ippon, self::WazaAri => false,
        };
    }

    /** The letter on the scoreboard. */
    public function letter(): string
    {
        return match ($this) {
            self::Ippon => 'I',
            self::WazaAri => 'W',
            self::Shido => 'S',
            self::HansokuMake => 'H',
        };
    }
}
