/// What an overriding behaviour answered for a method that returns a value.
///
/// `failed` means the override could not answer (a script raised an error, ran out of budget,
/// or returned the wrong type); the core then uses its own default, as the contract asks.
public enum Answer<Value> {
    case answered(Value)
    case failed
}
