module Pipeband
  GRADES = %w[1 2 3A 3B 4A 4B juvenile novice].freeze

  # A band entered in a contest.
  Band = Struct.new(:name, :grade) do
    def initialize(name, grade)
      grade = grade.to_s
      raise Error, "unknown grade #{grade.inspect} for #{name}" unless GRADES.include?(grade)
      super(name, grade)
    end

    def to_s
      "#{name} (grade #{grade})"
    end
  end
end
