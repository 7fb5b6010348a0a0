<?php

declare(strict_types=1);

namespace Boxscore;

final class BoxscoreError extends \InvalidArgumentException
{
}
