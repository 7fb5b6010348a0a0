module Plumbing
  # A job logged by the office: what is wrong, where, and how urgent it is.
  # A job moves through a small set of states as the firm works on it.
  class Job
    PRIORITIES = %i[emergency urgent routine].freeze

    TRANSITIONS = {
      logged: %i[booked cancelled],
      booked: %i[attended cancelled],
      attended: %i[completed],
      completed: [],
      cancelled: []
    }.freeze

    attr_reader :ref, :kind, :postcode, :logged_at, :priority, :customer, :state, :history

    def initialize(ref:, kind:, postcode:, logged_at:, customer:, priority: nil)
      @ref = ref
      @kind = kind.is_a?(JobKind) ? kind : JobKinds.fetch(kind)
      @postcode = postcode.is_a?(Postcode) ? postcode : Postcode.parse(postcode)
      @logged_at = logged_at
      @customer = customer
      @priority = priority || @kind.default_priority
      raise Plumbing::Error, "unknown priority: #{@priority}" unless PRIORITIES.include?(@priority)

      @state = :logged
      @history = [[:logged, logged_at]]
    end

    def trade
      kind.trade
    end

    def gas?
      kind.gas?
    end

    def estimate_minutes
      kind.estimate_minutes
    end

    def district
      postcode.district
    end

    def open?
      !%i[completed cancelled].include?(state)
    end

    def attended_at
      entry = history.find { |(state, _)| state == :attended }
      entry && entry[1]
    end

    def book!(at)
      move_to(:booked, at)
    end

    def attend!(at)
      move_to(:attended, at)
    end

    def complete!(at)
      move_to(:completed, at)
    end

    def cancel!(at)
      move_to(:cancelled, at)
    end

    def to_s
      "#{ref} #{kind.title} (#{priority}) #{postcode}"
    end

    private

    def move_to(new_state, at)
      allowed = TRANSITIONS.fetch(state)
      unless allowed.include?(new_state)
        raise Plumbing::Error, "#{ref}: cannot go from #{state} to #{new_state}"
      end

      @state = new_state
      @history << [new_state, at]
      self
    end
  end
end
