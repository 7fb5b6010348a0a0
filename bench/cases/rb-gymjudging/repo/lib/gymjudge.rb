require "gymjudge/apparatus"
require "gymjudge/difficulty"
require "gymjudge/panel"
require "gymjudge/routine"
require "gymjudge/ranking"
require "gymjudge/scoreboard"

module Gymjudge
  class Error < StandardError; end
end
