/*
 * parser.y - the whole textual syntax of affc's input, as a pure Bison
 * parser with locations over the reentrant scanner of lexer.l.
 *
 * The grammar knows MLIR's shared syntax: types, attributes, affine maps
 * and sets, regions, blocks, aliases and the generic op form. An op's
 * custom form is read as a flat sequence of items (see src/ir/parse.h); the
 * lexer tells by the op name which format class it has (FLAT_OP: a '{' is
 * an attribute dictionary; REGION_OP: a '{' starts a region), and the op's
 * build hook in src/dialects/ gives the items their meaning. The actions
 * only call the ps_* functions of src/ir/parse_state.h.
 */
%define api.pure full
%define parse.error custom
%locations
%param {void *scanner}
%parse-param {ParseState *ps}
/* Shifts wanted, all five: "max" or "min" before "(" (a call, not a
 * keyword then a list), a word before "<" (an angle keyword), and "-"
 * after an item of seq or seq_region (a difference, not a negation). */
%expect 5

%code requires {
#include "ir/parse_state.h"
}

%code provides {
int yylex(YYSTYPE *lval, YYLTYPE *lloc, void *scanner);
}

%code {
#include <string.h>
static void yyerror(YYLTYPE *loc, void *scanner, ParseState *ps,
                    const char *msg);
/* Deep nesting is a supported input: let the stacks grow on the heap. */
#define YYMAXDEPTH 4000000
#define YYINITDEPTH 1000
#define YYSTACK_USE_ALLOCA 0
#define L(loc) ps_loc(ps, (loc))
}

%union {
  Token tok;
  ParsedItem *item;
  ItemVec *items;
  IrType *type;
  TypeVec *types;
  IrAttr *attr;
  AttrVec *entries;
  ShapeVec *shape;
  ResultVec *results;
  IrRegion *region;
  RegionVec *regions;
  size_t mark;
}

%token END 0 "end of file"
%token <tok> SSA_ID "SSA value" RESULT_ID "result name"
%token <tok> BLOCK_ID "block name" BLOCK_LABEL "block label"
%token <tok> SYMBOL_ID "symbol reference" HASH_ID "attribute alias"
%token <tok> HASH_DEF "attribute alias definition"
%token <tok> BANG_ID "type alias" BANG_DEF "type alias definition"
%token <tok> DIALECT_ATTR "dialect attribute" DIALECT_TYPE "dialect type"
%token <tok> BARE_ID "identifier" MAP_ID "dimension or symbol name"
%token <tok> INTEGER "integer" FLOAT "float"
%token <tok> STRING "string" LOC_TEXT "location"
%token <tok> DIMX "dimension" INT_TYPE "integer type" FLOAT_TYPE "float type"
%token <tok> MEMREF_TYPE "memref type"
%token <tok> FLAT_OP "operation name" REGION_OP "region operation name"
%token <tok> GENERIC_NAME "generic operation name"
%token INDEX "index" NONE "none" MEMREF "memref" VECTOR "vector"
%token TENSOR "tensor" TUPLE "tuple" COMPLEX "complex"
%token AFFINE_MAP "affine_map" AFFINE_SET "affine_set" DENSE "dense"
%token ARRAY "array" STRIDED "strided" UNIT "unit" TRUE "true" FALSE "false"
%token FLOORDIV "floordiv" CEILDIV "ceildiv" MOD "mod"
%token SYMBOL "symbol" MAX "max" MIN "min" ATTRIBUTES "attributes"
%token ELSE "else" DO "do" OFFSET "offset"
%token ARROW "->" GE ">=" LE "<=" EQEQ "=="
%token LPAREN "(" RPAREN ")" LSQUARE "[" RSQUARE "]" LBRACE "{" RBRACE "}"
%token LESS "<" GREATER ">" COMMA "," EQUAL "=" COLON ":" STAR "*"
%token QUESTION "?" PLUS "+" MINUS "-"

%type <item> elem expr list paren dict_elem list_sq_opt header_dict
%type <items> seq seq_region generic_successors block_refs
%type <type> type nonfunc_type plain_type func_type shaped_type elem_type
%type <types> type_list type_list_opt func_results
%type <attr> attr attr_nontyped dict array_attr dense_attr dense_body
%type <attr> map_attr set_attr strided_attr array_dense opt_layout_space
%type <attr> typed_number
%type <entries> dict_entries attr_list opt_dict generic_props header_entries
%type <shape> dims
%type <results> results result_list
%type <region> region
%type <regions> regions generic_regions region_list_comma
%type <mark> op_mark
%type <tok> dict_key opt_loc header_key

%left GE LE EQEQ
%left PLUS MINUS
%left STAR FLOORDIV CEILDIV MOD
%precedence NEG

%%

file:
    toplevel                      { ps_finish_file(ps); }
  ;

toplevel:
    %empty
  | toplevel alias_def
  | toplevel op_mark op           { ps_scratch_release(ps, $2); if (ps->failed) YYABORT;
                                    ps_top_level_op_done(ps); if (ps->failed) YYABORT; }
  ;

alias_def:
    HASH_DEF EQUAL alias_begin attr { ps_define_attr_alias(ps, &$1, $4, L(@1)); if (ps->failed) YYABORT; }
  | BANG_DEF EQUAL alias_begin type { ps_define_type_alias(ps, &$1, $4, L(@1)); if (ps->failed) YYABORT; }
  ;

/* Reduced before the value's first token is read: its nesting starts here. */
alias_begin:
    %empty                        { lex_alias_begin(ps->lex); }
  ;

op_mark:
    %empty                        { $$ = ps_scratch_mark(ps); }
  ;

/* ------------------------------------------------------------------ ops */

op:
    results FLAT_OP seq
        { if (!ps_custom_op(ps, $1, &$2, $3, NULL, NULL, L(@2), NULL)) YYABORT; }
  | results REGION_OP seq_region
        { if (!ps_custom_op(ps, $1, &$2, $3, NULL, NULL, L(@2), NULL)) YYABORT; }
  | results REGION_OP seq_region regions opt_dict opt_loc
        { if (!ps_custom_op(ps, $1, &$2, $3, $4, $5, L(@2), &$6)) YYABORT; }
  | results GENERIC_NAME LPAREN seq RPAREN generic_successors
        generic_props generic_regions opt_dict COLON func_type opt_loc
        { if (!ps_generic_op(ps, &(GenericOp){$1, &$2, $4, $6, $7, $8, $9, $11},
                             L(@2), &$12)) YYABORT; }
  ;

results:
    %empty                        { $$ = NULL; }
  | result_list EQUAL             { $$ = $1; }
  ;

result_list:
    RESULT_ID                     { $$ = ps_results_add(ps, NULL, &$1, 1, L(@1)); }
  | RESULT_ID COLON INTEGER
        { $$ = ps_results_add(ps, NULL, &$1, ps_count(ps, &$3, L(@3)), L(@1)); }
  | result_list COMMA RESULT_ID   { $$ = ps_results_add(ps, $1, &$3, 1, L(@3)); }
  | result_list COMMA RESULT_ID COLON INTEGER
        { $$ = ps_results_add(ps, $1, &$3, ps_count(ps, &$5, L(@5)), L(@3)); }
  ;

opt_loc:
    %empty                        { $$.text = NULL; $$.len = 0; }
  | LOC_TEXT                      { ps_check_loc(ps, &$1, L(@1), true); $$ = $1; }
  ;

/* Trailing dictionaries of region ops and the generic form. */
opt_dict:
    %empty                        { $$ = NULL; }
  | LBRACE dict_entries RBRACE    { $$ = $2; }
  | ATTRIBUTES LBRACE dict_entries RBRACE { $$ = $3; }
  ;

generic_successors:
    %empty                        { $$ = NULL; }
  | LSQUARE block_refs RSQUARE    { $$ = $2; }
  ;

block_refs:
    BLOCK_ID                      { $$ = ps_items(ps, NULL, ps_item_token(ps, PI_BLOCK, &$1, L(@1))); }
  | block_refs COMMA BLOCK_ID     { $$ = ps_items(ps, $1, ps_item_token(ps, PI_BLOCK, &$3, L(@3))); }
  ;

generic_props:
    %empty                        { $$ = NULL; }
  | LESS LBRACE dict_entries RBRACE GREATER { $$ = $3; }
  ;

generic_regions:
    %empty                        { $$ = NULL; }
  | LPAREN region_list_comma RPAREN { $$ = $2; }
  ;

region_list_comma:
    region                        { $$ = ps_regions_add(ps, NULL, $1, NULL); }
  | region_list_comma COMMA region { $$ = ps_regions_add(ps, $1, $3, NULL); }
  ;

/* Between regions: "else", "do", ",", or a word with an optional integer
 * (scf.index_switch's "case -1" and "default"). */
regions:
    region                        { $$ = ps_regions_add(ps, NULL, $1, NULL); }
  | regions ELSE region           { $$ = ps_regions_add(ps, $1, $3, "else"); }
  | regions DO region             { $$ = ps_regions_add(ps, $1, $3, "do"); }
  | regions COMMA region          { $$ = ps_regions_add(ps, $1, $3, ","); }
  | regions BARE_ID region
        { $$ = ps_regions_add(ps, $1, $3, ps_region_keyword(ps, &$2, false, NULL, L(@2))); }
  | regions BARE_ID INTEGER region
        { $$ = ps_regions_add(ps, $1, $4, ps_region_keyword(ps, &$2, false, &$3, L(@3)));
          if (ps->failed) YYABORT; }
  | regions BARE_ID MINUS INTEGER region
        { $$ = ps_regions_add(ps, $1, $5, ps_region_keyword(ps, &$2, true, &$4, L(@3)));
          if (ps->failed) YYABORT; }
  ;

/* ------------------------------------------------------ regions, blocks */

region:
    LBRACE                        { ps_region_begin(ps, L(@1)); }
    entry_ops blocks RBRACE       { $$ = ps_region_end(ps, L(@5)); if (ps->failed) YYABORT; }
  ;

entry_ops:
    %empty
  | entry_ops op_mark op          { ps_scratch_release(ps, $2); if (ps->failed) YYABORT; }
  ;

blocks:
    %empty
  | blocks block_head block_args_opt COLON entry_ops
  ;

block_head:
    BLOCK_LABEL                   { ps_block_begin(ps, &$1, L(@1)); }
  ;

block_args_opt:
    %empty
  | LPAREN RPAREN
  | LPAREN block_args RPAREN
  ;

block_args:
    block_arg
  | block_args COMMA block_arg
  ;

block_arg:
    SSA_ID COLON type opt_loc     { ps_block_arg(ps, &$1, $3, L(@1)); }
  ;

/* ---------------------------------------------------------------- items */

seq:
    %empty                        { $$ = ps_items(ps, NULL, NULL); }
  | seq elem                      { $$ = ps_items(ps, $1, $2); }
  | seq expr                      { $$ = ps_items(ps, $1, $2); }
  | seq dict_elem                 { $$ = ps_items(ps, $1, $2); }
  | seq LOC_TEXT                  { ps_check_loc(ps, &$2, L(@2), true); $$ = $1; }
  ;

/* Region-op headers: a '{' starts the region, "attributes {...}" is the
 * op's dictionary. */
seq_region:
    %empty                        { $$ = ps_items(ps, NULL, NULL); }
  | seq_region elem               { $$ = ps_items(ps, $1, $2); }
  | seq_region expr               { $$ = ps_items(ps, $1, $2); }
  | seq_region ATTRIBUTES dict_elem
        { $3->text = "attributes"; $$ = ps_items(ps, $1, $3); }
  | seq_region LOC_TEXT           { ps_check_loc(ps, &$2, L(@2), true); $$ = $1; }
  | seq_region header_dict        { $$ = ps_items(ps, $1, $2); }
  ;

/* A dictionary in a region op's header ("scf.index_switch %x {a = 1} ->
 * i32"), told from a region by its first key: no op starts with a word or
 * a string. */
header_dict:
    LBRACE header_entries RBRACE  { $$ = ps_item_attr(ps, PI_DICT, ir_attr_dict(ps->ctx, $2->len, $2->data), L(@1)); }
  ;

header_entries:
    header_key                    { $$ = ps_entries(ps, NULL, &$1, NULL, L(@1)); }
  | header_key EQUAL attr         { $$ = ps_entries(ps, NULL, &$1, $3, L(@1)); }
  | header_entries COMMA dict_key { $$ = ps_entries(ps, $1, &$3, NULL, L(@3)); }
  | header_entries COMMA dict_key EQUAL attr
        { $$ = ps_entries(ps, $1, &$3, $5, L(@3)); }
  ;

header_key:
    BARE_ID | STRING
  ;

dict_elem:
    LBRACE dict_entries RBRACE    { $$ = ps_item_attr(ps, PI_DICT, ir_attr_dict(ps->ctx, $2->len, $2->data), L(@1)); }
  ;

/* Items other than expressions, which seq takes directly: a reduction
 * less for the commonest item, an SSA value. */
elem:
    COMMA                         { $$ = ps_item_punct(ps, ',', L(@1)); }
  | EQUAL                         { $$ = ps_item_punct(ps, '=', L(@1)); }
  | COLON                         { $$ = ps_item_punct(ps, ':', L(@1)); }
  | ARROW                         { $$ = ps_item_punct(ps, '>', L(@1)); }
  | QUESTION                      { $$ = ps_item_punct(ps, '?', L(@1)); }
  | BLOCK_ID                      { $$ = ps_item_token(ps, PI_BLOCK, &$1, L(@1)); }
  | STRING                        { $$ = ps_item_string(ps, &$1, L(@1)); }
  | SYMBOL_ID                     { $$ = ps_item_symref(ps, &$1, L(@1)); }
  | nonfunc_type                  { $$ = ps_item_type(ps, $1, L(@1)); }
  | attr_nontyped                 { $$ = ps_item_attr(ps, PI_ATTR, $1, L(@1)); }
  | list                          { $$ = $1; }
  | MAX                           { $$ = ps_item_keyword(ps, "max", L(@1)); }
  | MIN                           { $$ = ps_item_keyword(ps, "min", L(@1)); }
  | OFFSET                        { $$ = ps_item_keyword(ps, "offset", L(@1)); }
  | TRUE                          { $$ = ps_item_keyword(ps, "true", L(@1)); }
  | FALSE                         { $$ = ps_item_keyword(ps, "false", L(@1)); }
  | UNIT                          { $$ = ps_item_keyword(ps, "unit", L(@1)); }
  | BARE_ID                       { $$ = ps_item_token(ps, PI_KEYWORD, &$1, L(@1)); }
  | BARE_ID LESS seq GREATER      { $$ = ps_item_angle_keyword(ps, &$1, $3, L(@1)); }
  ;

paren:
    LPAREN seq RPAREN             { $$ = ps_item_list(ps, PI_PAREN, $2, L(@1)); }
  ;

list:
    LSQUARE seq RSQUARE           { $$ = ps_item_list(ps, PI_SQUARE, $2, L(@1)); }
  | LESS seq GREATER              { $$ = ps_item_list(ps, PI_ANGLE, $2, L(@1)); }
  ;

/* Leaves are alternatives of expr itself, not of a separate nonterminal:
 * one reduction less per item, and most items are leaves. */
expr:
    SSA_ID                        { $$ = ps_item_token(ps, PI_SSA, &$1, L(@1)); }
  | INTEGER                       { $$ = ps_item_int(ps, &$1, L(@1)); }
  | FLOAT                         { $$ = ps_item_float(ps, &$1, L(@1)); }
  | MAP_ID                        { $$ = ps_item_token(ps, PI_KEYWORD, &$1, L(@1)); }
  | SYMBOL LPAREN seq RPAREN      { $$ = ps_item_call(ps, "symbol", $3, L(@1)); }
  | MAX LPAREN seq RPAREN         { $$ = ps_item_call(ps, "max", $3, L(@1)); }
  | MIN LPAREN seq RPAREN         { $$ = ps_item_call(ps, "min", $3, L(@1)); }
  | paren                         { $$ = $1; }
  | expr PLUS expr                { $$ = ps_item_binop(ps, '+', $1, $3, L(@2)); }
  | expr MINUS expr               { $$ = ps_item_binop(ps, '-', $1, $3, L(@2)); }
  | expr STAR expr                { $$ = ps_item_binop(ps, '*', $1, $3, L(@2)); }
  | expr FLOORDIV expr            { $$ = ps_item_binop(ps, 'f', $1, $3, L(@2)); }
  | expr CEILDIV expr             { $$ = ps_item_binop(ps, 'c', $1, $3, L(@2)); }
  | expr MOD expr                 { $$ = ps_item_binop(ps, '%', $1, $3, L(@2)); }
  | expr GE expr                  { $$ = ps_item_binop(ps, 'g', $1, $3, L(@2)); }
  | expr LE expr                  { $$ = ps_item_binop(ps, 'l', $1, $3, L(@2)); }
  | expr EQEQ expr                { $$ = ps_item_binop(ps, 'e', $1, $3, L(@2)); }
  | MINUS expr %prec NEG          { $$ = ps_item_binop(ps, 'n', $2, NULL, L(@1)); }
  ;

/* ---------------------------------------------------------------- types */

type:
    nonfunc_type                  { $$ = $1; }
  | func_type                     { $$ = $1; }
  ;

func_type:
    LPAREN type_list_opt RPAREN ARROW func_results
        { $$ = ps_function_type(ps, $2, $5); }
  ;

/* An alias here is one level deeper than its brackets show: a function
 * type as a result prints in parentheses. */
func_results:
    plain_type                    { $$ = ps_types(ps, NULL, $1); }
  | BANG_ID                       { $$ = ps_types(ps, NULL, ps_type_alias(ps, &$1, 1, L(@1))); }
  | LPAREN type_list_opt RPAREN   { $$ = $2; }
  ;

type_list_opt:
    %empty                        { $$ = ps_types(ps, NULL, NULL); }
  | type_list                     { $$ = $1; }
  ;

type_list:
    type                          { $$ = ps_types(ps, NULL, $1); }
  | type_list COMMA type          { $$ = ps_types(ps, $1, $3); }
  ;

nonfunc_type:
    plain_type                    { $$ = $1; }
  | BANG_ID                       { $$ = ps_type_alias(ps, &$1, 0, L(@1)); }
  ;

plain_type:
    elem_type                     { $$ = $1; }
  | shaped_type                   { $$ = $1; }
  | TUPLE LESS type_list_opt GREATER { $$ = ir_type_tuple(ps->ctx, $3->len, $3->data); }
  | COMPLEX LESS type GREATER     { $$ = ps_complex_type(ps, $3, L(@3)); }
  | DIALECT_TYPE                  { $$ = ir_type_opaque(ps->ctx, ps_token_text(ps, &$1)); }
  ;

elem_type:
    INT_TYPE                      { $$ = ps_int_type(ps, &$1, L(@1)); }
  | FLOAT_TYPE                    { $$ = ps_float_type(ps, &$1); }
  | INDEX                         { $$ = ir_type_index(ps->ctx); }
  | NONE                          { $$ = ir_type_none(ps->ctx); }
  ;

shaped_type:
    MEMREF_TYPE                   { $$ = ps_memref_type_token(ps, &$1, L(@1)); }
  | MEMREF LESS dims nonfunc_type opt_layout_space GREATER
        { $$ = ps_memref_type(ps, $3, $4, $5, L(@1), L(@4)); }
  | MEMREF LESS STAR nonfunc_type opt_layout_space GREATER
        { $$ = ps_unranked_type(ps, MEMREF, $4, $5, L(@1), L(@4)); }
  | VECTOR LESS dims nonfunc_type GREATER
        { $$ = ps_vector_type(ps, $3, $4, L(@1)); }
  | TENSOR LESS dims nonfunc_type opt_layout_space GREATER
        { $$ = ps_tensor_type(ps, $3, $4, $5, L(@1), L(@4)); }
  | TENSOR LESS STAR nonfunc_type GREATER
        { $$ = ps_unranked_type(ps, TENSOR, $4, NULL, L(@1), L(@4)); }
  ;

/* "4x?x" comes from the lexer as DIMX tokens ("4", "?", "[4]" scalable). */
dims:
    %empty                        { $$ = ps_shape(ps, NULL, NULL, L(@$)); }
  | dims DIMX                     { $$ = ps_shape(ps, $1, &$2, L(@2)); }
  ;

/* ", layout" and/or ", memory space": told apart by what the attribute is. */
opt_layout_space:
    %empty                        { $$ = NULL; }
  | COMMA attr                    { $$ = ps_layout_pair(ps, $2, NULL); }
  | COMMA attr COMMA attr         { $$ = ps_layout_pair(ps, $2, $4); }
  ;

/* ----------------------------------------------------------- attributes */

attr:
    attr_nontyped                 { $$ = $1; }
  | typed_number                  { $$ = $1; }
  | STRING                        { $$ = ps_string_attr(ps, &$1, NULL); }
  | STRING COLON type             { $$ = ps_string_attr(ps, &$1, $3); }
  | dense_attr COLON type         { $$ = ps_dense_typed(ps, $1, $3, L(@1)); }
  | TRUE                          { $$ = ir_attr_bool(ps->ctx, true); }
  | FALSE                         { $$ = ir_attr_bool(ps->ctx, false); }
  | UNIT                          { $$ = ir_attr_unit(ps->ctx); }
  | type                          { $$ = ir_attr_type(ps->ctx, $1); }
  | SYMBOL_ID                     { $$ = ps_symref_attr(ps, &$1); }
  | dict                          { $$ = $1; }
  | array_attr                    { $$ = $1; }
  | LOC_TEXT
        { ps_check_loc(ps, &$1, L(@1), false);
          $$ = ir_attr_location(ps->ctx, ps_token_text(ps, &$1)); }
  ;

/* Numbers: untyped ones default to i64 / f64, as in MLIR. */
typed_number:
    INTEGER                       { $$ = ps_number_attr(ps, &$1, false, NULL, L(@1)); }
  | INTEGER COLON type            { $$ = ps_number_attr(ps, &$1, false, $3, L(@1)); }
  | MINUS INTEGER                 { $$ = ps_number_attr(ps, &$2, true, NULL, L(@1)); }
  | MINUS INTEGER COLON type      { $$ = ps_number_attr(ps, &$2, true, $4, L(@1)); }
  | FLOAT                         { $$ = ps_number_attr(ps, &$1, false, NULL, L(@1)); }
  | FLOAT COLON type              { $$ = ps_number_attr(ps, &$1, false, $3, L(@1)); }
  | MINUS FLOAT                   { $$ = ps_number_attr(ps, &$2, true, NULL, L(@1)); }
  | MINUS FLOAT COLON type        { $$ = ps_number_attr(ps, &$2, true, $4, L(@1)); }
  ;

/* Attributes that can stand as an item: nothing that starts like an
 * expression or a type. */
attr_nontyped:
    map_attr                      { $$ = $1; }
  | set_attr                      { $$ = $1; }
  | strided_attr                  { $$ = $1; }
  | array_dense                   { $$ = $1; }
  | dense_attr                    { $$ = $1; }
  | HASH_ID                       { $$ = ps_attr_alias(ps, &$1, L(@1)); }
  | DIALECT_ATTR                  { $$ = ir_attr_opaque(ps->ctx, ps_token_text(ps, &$1)); }
  ;

map_attr:
    AFFINE_MAP LESS paren list_sq_opt ARROW paren GREATER
        { $$ = ps_map_attr(ps, $3, $4, $6, L(@1)); }
  ;

set_attr:
    AFFINE_SET LESS paren list_sq_opt COLON paren GREATER
        { $$ = ps_set_attr(ps, $3, $4, $6, L(@1)); }
  ;

list_sq_opt:
    %empty                        { $$ = NULL; }
  | LSQUARE seq RSQUARE           { $$ = ps_item_list(ps, PI_SQUARE, $2, L(@1)); }
  ;

strided_attr:
    STRIDED LESS LSQUARE seq RSQUARE GREATER
        { $$ = ps_strided_attr(ps, $4, NULL, L(@1)); }
  | STRIDED LESS LSQUARE seq RSQUARE COMMA OFFSET COLON expr GREATER
        { $$ = ps_strided_attr(ps, $4, $9, L(@1)); }
  | STRIDED LESS LSQUARE seq RSQUARE COMMA OFFSET COLON QUESTION GREATER
        { $$ = ps_strided_attr(ps, $4, ps_item_punct(ps, '?', L(@9)), L(@1)); }
  ;

array_dense:
    ARRAY LESS elem_type GREATER  { $$ = ps_dense_array(ps, $3, NULL, L(@1)); }
  | ARRAY LESS elem_type COLON seq GREATER
        { $$ = ps_dense_array(ps, $3, $5, L(@1)); }
  ;

dense_attr:
    DENSE LESS dense_body GREATER { $$ = $3; }
  ;

dense_body:
    seq                           { $$ = ps_dense_untyped(ps, $1, L(@$)); }
  ;

dict:
    LBRACE dict_entries RBRACE    { $$ = ir_attr_dict(ps->ctx, $2->len, $2->data); }
  ;

dict_entries:
    %empty                        { $$ = ps_entries(ps, NULL, NULL, NULL, L(@$)); }
  | dict_key                      { $$ = ps_entries(ps, NULL, &$1, NULL, L(@1)); }
  | dict_key EQUAL attr           { $$ = ps_entries(ps, NULL, &$1, $3, L(@1)); }
  | dict_entries COMMA dict_key   { $$ = ps_entries(ps, $1, &$3, NULL, L(@3)); }
  | dict_entries COMMA dict_key EQUAL attr
        { $$ = ps_entries(ps, $1, &$3, $5, L(@3)); }
  ;

dict_key:
    BARE_ID | STRING | FLAT_OP | REGION_OP | INT_TYPE | FLOAT_TYPE
  | MAX { $$ = ps_literal_token("max"); } | MIN { $$ = ps_literal_token("min"); }
  | OFFSET { $$ = ps_literal_token("offset"); }
  | UNIT { $$ = ps_literal_token("unit"); }
  | TRUE { $$ = ps_literal_token("true"); }
  | FALSE { $$ = ps_literal_token("false"); }
  | SYMBOL { $$ = ps_literal_token("symbol"); }
  | INDEX { $$ = ps_literal_token("index"); }
  ;

array_attr:
    LSQUARE RSQUARE               { $$ = ir_attr_array(ps->ctx, 0, NULL); }
  | LSQUARE attr_list RSQUARE     { $$ = ps_array_attr(ps, $2); }
  ;

attr_list:
    attr                          { $$ = ps_entries(ps, NULL, NULL, $1, L(@1)); }
  | attr_list COMMA attr          { $$ = ps_entries(ps, $1, NULL, $3, L(@3)); }
  ;

%%

/* How a token kind reads in a message: punctuation quoted, and the op-name
 * kinds the lexer tells apart all simply "operation". */
static const char *token_description(yysymbol_kind_t kind) {
  switch (kind) {
  case YYSYMBOL_FLAT_OP:
  case YYSYMBOL_REGION_OP:
  case YYSYMBOL_GENERIC_NAME:
  case YYSYMBOL_RESULT_ID:
    return "operation";
  default:
    break;
  }
  const char *name = yysymbol_name(kind);
  static const char *const quoted[] = {
      "'->'", "'>='", "'<='", "'=='", "'('", "')'", "'['", "']'", "'{'",
      "'}'",  "'<'",  "'>'",  "','",  "'='", "':'", "'*'", "'?'", "'+'",
      "'-'"};
  for (size_t i = 0; i < sizeof quoted / sizeof quoted[0]; i++)
    if (strlen(name) + 2 == strlen(quoted[i]) &&
        strncmp(quoted[i] + 1, name, strlen(name)) == 0)
      return quoted[i];
  return name;
}

/* What MLIR reports when the file ends after last_token: the one thing
 * that token must be followed by, or NULL. any_item: bison takes any of
 * an op's items there, so the op's own syntax is what decides. */
static const char *expected_at_end(int last_token, bool any_item) {
  if (last_token == RESULT_ID)
    return "expected '=' after SSA name";
  if (!any_item)
    return NULL;
  switch (last_token) {
  case COLON:
  case ARROW: return "expected non-function type";
  case EQUAL: return "expected attribute value";
  case PLUS:
  case STAR:
  case FLOORDIV:
  case CEILDIV:
  case MOD: return "missing right operand of binary operator";
  default: return NULL;
  }
}

/* Reports a syntax error the way the rest of affc does, naming what was
 * found and, when few tokens fit, what was expected. */
static int yyreport_syntax_error(const yypcontext_t *yyctx, void *scanner,
                                 ParseState *ps) {
  (void)scanner;
  yysymbol_kind_t expected[8];
  int n = yypcontext_expected_tokens(yyctx, expected, 8);
  const char *names[8];
  int count = 0;
  for (int i = 0; i < n; i++) {
    const char *d = token_description(expected[i]);
    bool seen = false;
    for (int k = 0; k < count; k++)
      seen |= strcmp(names[k], d) == 0;
    if (!seen)
      names[count++] = d;
  }
  bool op_expected = false;
  for (int i = 0; i < count; i++)
    op_expected |= strcmp(names[i], "operation") == 0;
  if (count > 4)
    count = 0;
  if (op_expected && yypcontext_token(yyctx) == YYSYMBOL_SSA_ID) {
    /* "%x op ...": MLIR points just past the name. */
    IrLocation end = {ps->lex->file, ps->lex->line, ps->lex->col};
    ps_syntax_error(ps, end, "expected '=' after SSA name", NULL, -1);
    return 0;
  }
  /* MLIR reports a token it did not expect just past the text before it
   * (emitWrongTokenError), and says what it expected: at the end of the
   * file, what the last token needs; where an op may start, only that. */
  IrLocation at = lex_wrong_token_loc(ps->lex, ps->lex->tok_start,
                                      L(*yypcontext_location(yyctx)));
  const char *message = yypcontext_token(yyctx) == YYSYMBOL_YYEOF
                            ? expected_at_end(ps->lex->last_token, !count)
                            : NULL;
  if (!message && op_expected)
    message = "expected operation name in quotes";
  if (message)
    ps_syntax_error(ps, at, message, NULL, -1);
  else
    ps_syntax_error(ps, at, token_description(yypcontext_token(yyctx)), names,
                    count);
  return 0;
}

/* Bison's own errors ("memory exhausted" on absurd nesting). */
static void yyerror(YYLTYPE *loc, void *scanner, ParseState *ps,
                    const char *msg) {
  (void)scanner;
  ps_syntax_error(ps, L(*loc), msg, NULL, -1);
}
