<?php

declare(strict_types=1);

namespace Locksmith\Cutting;

final class RestrictedKey extends \RuntimeException
{
    public static function withoutCard(string $code): self
    {
        return new self("Blank '$code' is a restricted profile: copies need the owner's registration card");
    }
}
