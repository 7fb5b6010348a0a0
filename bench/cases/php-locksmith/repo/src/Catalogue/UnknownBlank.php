<?php

declare(strict_types=1);

namespace Locksmith\Catalogue;

final class UnknownBlank extends \RuntimeException
{
    public static function code(string $code): self
    {
        return new self("No key blank with code '$code' in the catalogue");
    }
}
