<?php

declare(strict_types=1);

namespace Judo;

final class JudoError extends \DomainException
{
}
